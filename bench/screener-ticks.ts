/**
 * bench/screener-ticks: what the live quotes cost a phone on the screener. The production server
 * on the embedded demo follows a file of quotes (MARKET_QUOTE_FILE), so the ticks are the
 * benchmark's own, not the simulated session's. In Chromium at 390 px with a 4× slower CPU, the
 * first page of 50 rows is watched for 12 s without a quote (the baseline, same page and run), then
 * for 12 s while every row's quote moves once a second. Prints the long animation frames (over
 * 50 ms) of each window: their count, their blocking time in total, the longest frame, and how
 * much of their time went to style, layout and paint (from `styleAndLayoutStart`; the rest is script).
 *
 *   npm run build && npm run bench:screener-ticks
 *   BENCH_RUNS=3 npm run bench:screener-ticks     # each window three times, figures summed per run
 * @see https://developer.mozilla.org/docs/Web/API/PerformanceLongAnimationFrameTiming
 */
import { chromium, type Page } from "@playwright/test";
import { createQuoteFileTicker } from "./quote-file-ticker";

const SECONDS = 12;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const ticker = createQuoteFileTicker();
const { startBenchServer } = await import("./start-bench-server");

/** A long animation frame: its start, length, blocking part, and the part spent in style, layout and paint. */
type Frame = { at: number; duration: number; blocking: number; rendering: number };

/** The frames over 50 ms that began while `during` ran. */
async function framesDuring(page: Page, during: () => Promise<void>) {
  const start = await page.evaluate(() => performance.now());
  await during();
  await page.waitForTimeout(1_500);
  const frames = (
    await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_)
  ).filter((frame) => frame.at > start);
  return {
    count: frames.length,
    blocking: frames.reduce((sum, frame) => sum + frame.blocking, 0),
    rendering: frames.reduce((sum, frame) => sum + frame.rendering, 0),
    total: frames.reduce((sum, frame) => sum + frame.duration, 0),
    longest: Math.max(0, ...frames.map((frame) => frame.duration)),
  };
}

const server = await startBenchServer({ dataDir: "marketdesk-bench-ticks" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
console.log(
  `Screener at 390 px, 4× slower CPU, ${SECONDS} s per window; production server, ${server.database}`,
);
for (let run = 1; run <= RUNS; run += 1) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  await context.addInitScript(() => {
    const frames: Frame[] = [];
    (window as unknown as { frames_: Frame[] }).frames_ = frames;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        styleAndLayoutStart: number;
      })[])
        frames.push({
          at: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          rendering: entry.styleAndLayoutStart
            ? entry.startTime + entry.duration - entry.styleAndLayoutStart
            : 0,
        });
    }).observe({ type: "long-animation-frame", buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.origin}/screener`, { waitUntil: "load" });
  await page.waitForTimeout(4_000);
  const symbols = await page
    .locator("tbody tr a[href^='/stocks/']")
    .evaluateAll((links) => [
      ...new Set(links.map((link) => link.getAttribute("href")?.split("/").pop() ?? "")),
    ]);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const idle = await framesDuring(page, () => page.waitForTimeout(SECONDS * 1_000));
  const ticking = await framesDuring(page, async () => {
    for (let step = 0; step < SECONDS; step += 1) {
      ticker.tick(symbols, step);
      await page.waitForTimeout(1_000);
    }
  });
  const line = (name: string, figures: typeof idle) =>
    `${name.padEnd(32)} ${String(figures.count).padStart(3)} frames over 50 ms, blocking ${Math.round(figures.blocking)} ms, longest ${Math.round(figures.longest)} ms; style, layout and paint ${Math.round(figures.rendering)} of their ${Math.round(figures.total)} ms`;
  console.log(`run ${run}, ${symbols.length} rows`);
  console.log(line("  baseline, no quotes", idle));
  console.log(line("  a quote per row each second", ticking));
  await context.close();
}
await browser.close();
server.stop();
process.exit(0);
