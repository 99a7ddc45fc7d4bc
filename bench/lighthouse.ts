/**
 * bench/lighthouse: Lighthouse (performance only) with the system Chromium on the four public
 * pages, with the desktop preset and the mobile preset (simulated slow 4G and a 4× slower CPU, as
 * real phones), against the production server as `npm start` runs it on the embedded demo.
 * Prints per page and preset: performance score, LCP, TBT, CLS and the JavaScript loaded by the
 * first view (Lighthouse's resource summary, transfer size). The baseline, measured in the same
 * run and the same browser, is a static page of the same shape without JavaScript, served by
 * node:http: the best the hardware and preset can score, so the ratio separates the app from the
 * hardware. Targets (bench/README.md): performance ≥ 95 desktop, ≥ 90 mobile, CLS ≤ 0.02.
 *
 * The market is pinned to one phase, whenever the run starts: open by default (the screener's first
 * fifty rows, AAPL among them, each get a quote a second from the benchmark's quote file, as a
 * visitor during the session sees them move), or with BENCH_MARKET=closed no quote at all.
 *
 *   flock /tmp/marketdesk-build.lock npm run bench:lighthouse
 *   BENCH_MARKET=closed npm run bench:lighthouse  # a market that does not move
 *   BENCH_RUNS=3 npm run bench:lighthouse        # median of three runs per page and preset
 *   BENCH_PAGES=/stocks/AAPL,/map npm run bench:lighthouse   # only these pages
 */
import { createServer } from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { PAGE_QUOTES_FRESH_MS } from "@/server/http/page-cache/create-page-cache";
import { createQuoteFileTicker } from "./quote-file-ticker";

const ticker = createQuoteFileTicker();
const MARKET = process.env.BENCH_MARKET === "closed" ? "closed" : "open";
const { startBenchServer } = await import("./start-bench-server");

const PAGES = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/screener",
  "/stocks/AAPL",
  "/map",
  "/pricing",
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const PRESETS = { desktop: desktopConfig, mobile: undefined } as const;

type Reading = { score: number; lcp: number; tbt: number; cls: number; scriptKb: number };

const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>
<style>body{font:16px system-ui;margin:0}header{height:56px;border-bottom:1px solid #e2e8f0}main{max-width:72rem;margin:auto;padding:2rem 1rem}td{padding:4px 8px}</style></head>
<body><header></header><main><h1>Find stocks worth a closer look</h1><p>A static page of the same shape, without JavaScript.</p>
<table>${Array.from({ length: 50 }, (_, i) => `<tr><td>SYM${i}</td><td>Company ${i}</td><td>${(100 + i).toFixed(2)}</td><td>+1.2%</td></tr>`).join("")}</table></main></body></html>`;

function startBaseline(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BASELINE_HTML),
  );
  return new Promise((resolve) =>
    server.listen(0, "localhost", () =>
      resolve({
        url: `http://localhost:${(server.address() as { port: number }).port}/`,
        close: () => server.close(),
      }),
    ),
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, port: number, preset: keyof typeof PRESETS): Promise<Reading> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
  const readings: Reading[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, flags, PRESETS[preset]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const scripts = (
      audits["resource-summary"]?.details as
        | { items?: Array<{ resourceType: string; transferSize: number }> }
        | undefined
    )?.items?.find((item) => item.resourceType === "script");
    readings.push({
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      scriptKb: (scripts?.transferSize ?? 0) / 1024,
    });
  }
  return {
    score: median(readings.map((r) => r.score)),
    lcp: median(readings.map((r) => r.lcp)),
    tbt: median(readings.map((r) => r.tbt)),
    cls: median(readings.map((r) => r.cls)),
    scriptKb: median(readings.map((r) => r.scriptKb)),
  };
}

const format = (label: string, r: Reading, base: Reading) =>
  `${label.padEnd(14)} perf ${String(r.score).padStart(3)} (×${(r.score / base.score).toFixed(2)})  LCP ${Math.round(r.lcp).toString().padStart(5)} ms (×${(r.lcp / base.lcp).toFixed(2)})  TBT ${Math.round(r.tbt).toString().padStart(4)} ms  CLS ${r.cls.toFixed(3)}  first-load JS ${r.scriptKb.toFixed(0)} kB`;

const server = await startBenchServer({
  dataDir: process.env.BENCH_DATA_DIR ?? "marketdesk-bench-lighthouse",
});
const baseline = await startBaseline();
// Launched inside the try: a browser that will not start must still stop the server, whose
// embedded database would otherwise stay open in its folder for the next run to trip over.
let chrome: chromeLauncher.LaunchedChrome | undefined;
let ticking: NodeJS.Timeout | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  const screener = await (await fetch(`${server.origin}/screener`)).text();
  const symbols = [
    ...new Set([...screener.matchAll(/href="\/stocks\/([A-Z.]+)"/g)].map((m) => m[1]!)),
  ];
  let step = 0;
  if (MARKET === "open") {
    ticking = setInterval(() => ticker.tick(symbols, step++), 1_000);
    // A page cached before the first quote is served for up to PAGE_QUOTES_FRESH_MS after it: the
    // first runs would measure a page rendered with the market closed, then changed by the stream.
    await new Promise((resolve) => setTimeout(resolve, PAGE_QUOTES_FRESH_MS + 2_000));
  }
  // Warm the server's caches and compiled routes, as a visitor after the first would find them.
  for (const page of PAGES) await (await fetch(`${server.origin}${page}`)).arrayBuffer();
  console.log(
    `Lighthouse ${RUNS === 1 ? "1 run" : `median of ${RUNS} runs`} per page and preset; production server, ${server.database}; system Chromium; market ${MARKET === "open" ? `open, ${symbols.length} symbols quoted each second` : "closed"}`,
  );
  for (const preset of Object.keys(PRESETS) as Array<keyof typeof PRESETS>) {
    const base = await measure(baseline.url, chrome.port, preset);
    console.log(`\n${preset} preset`);
    console.log(format("baseline", base, base));
    for (const page of PAGES)
      console.log(
        format(page, await measure(`${server.origin}${page}`, chrome.port, preset), base),
      );
  }
} finally {
  clearInterval(ticking);
  chrome?.kill();
  baseline.close();
  server.stop();
}
