/**
 * bench/chart: how long the stock page's chart takes to become interactive on a slow phone, in a
 * real browser (the system Chromium through Playwright, its CPU slowed 4× through the DevTools
 * protocol, a 390 px screen), against the production server as `npm start` runs it. Each run
 * opens /stocks/AAPL in a fresh browser context (nothing cached) and records in the page, from
 * the navigation's start: the frame that first shows the SVG poster's candles (the baseline, same
 * run, same page), and the frame after lightweight-charts has drawn its bars in the poster's box
 * (docs/decisions.md#shell). Prints the median and the 95th percentile of both, and of the gap.
 *
 * Unasked, the interactive chart loads once the page has settled (use-chart-upgrade.ts); with
 * BENCH_CHART_REACH=1 the probe reaches for the chart (a focus inside it, every 50 ms) from the
 * moment the poster shows, as a person who goes straight for it, which loads it at once.
 *
 *   flock /tmp/marketdesk-build.lock npm run bench:chart
 *   BENCH_RUNS=30 npm run bench:chart
 *   BENCH_CHART_REACH=1 npm run bench:chart
 */
import { chromium } from "@playwright/test";
import { quantiles } from "./quantiles";
import { startBenchServer } from "./start-bench-server";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 15));
const CPU_SLOWDOWN = 4;
const REACH = process.env.BENCH_CHART_REACH === "1";

declare global {
  interface Window {
    /** Milliseconds from the navigation's start to the frame showing each chart, set by the probe. */
    __chartTimes?: { poster?: number; interactive?: number };
  }
}

/**
 * Runs in the page before its scripts: notes the first frame showing each chart. Plain text, as
 * tsx's helpers for named functions do not exist in the page.
 */
const PROBE = `
  const times = {};
  window.__chartTimes = times;
  const note = (key) => requestAnimationFrame(() => { times[key] ??= performance.now(); });
  const reach = ${REACH};
  new MutationObserver((_, observer) => {
    const candles = document.querySelector("[data-part=candles] path");
    if (times.poster === undefined && candles) {
      note("poster");
      // Before hydration nothing listens yet: the probe keeps reaching, as a person keeps tapping.
      if (reach) {
        const reaching = setInterval(() => {
          const poster = document.querySelector("[data-part=candles] path");
          if (!poster) return clearInterval(reaching);
          poster.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
        }, 50);
      }
    }
    const chart = document.querySelector("[data-testid=interactive-chart]");
    if (chart?.getAttribute("data-visible") && chart.querySelector("canvas")) {
      note("interactive");
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

const server = await startBenchServer({
  dataDir: process.env.BENCH_DATA_DIR ?? "marketdesk-bench-chart",
});
const browser = await chromium
  .launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  })
  .catch((error: unknown) => {
    server.stop(); // the embedded database must not stay open in its folder for the next run
    throw error;
  });
try {
  const url = `${server.origin}/stocks/AAPL`;
  await (await fetch(url)).arrayBuffer(); // warm the server, as a visitor after the first finds it
  const poster: number[] = [];
  const interactive: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: PROBE });
    await page.goto(url);
    await page.waitForFunction(() => window.__chartTimes?.interactive !== undefined, undefined, {
      timeout: 60_000,
    });
    const times = await page.evaluate(() => window.__chartTimes!);
    if (times.poster !== undefined) poster.push(times.poster);
    interactive.push(times.interactive!);
    await context.close();
  }
  const line = (label: string, samples: number[]) => {
    const { median, p95 } = quantiles(samples);
    return `${label.padEnd(34)} median ${Math.round(median).toString().padStart(5)} ms  p95 ${Math.round(p95).toString().padStart(5)} ms  (${samples.length} runs)`;
  };
  console.log(
    `/stocks/AAPL at 390 px, CPU ${CPU_SLOWDOWN}× slower, a fresh context per run, ${REACH ? "the chart reached for as the poster shows" : "the chart left alone"}; ${server.database}`,
  );
  console.log(line("SVG poster painted (baseline)", poster));
  console.log(line("lightweight-charts interactive", interactive));
  if (poster.length === interactive.length)
    console.log(
      line(
        "poster → interactive",
        interactive.map((t, i) => t - poster[i]!),
      ),
    );
  else console.log("The poster was not seen in every run: the interactive chart came first.");
} finally {
  await browser.close();
  server.stop();
}
