/**
 * bench/map: how long the market map takes to draw in a real browser (Chromium through Playwright,
 * a desktop's 1440 × 900), from its data to the frame after the browser painted it: d3-hierarchy's
 * layout and the map's own React components (`TreemapBox`, as /map renders them), bundled with
 * esbuild, with next/link as the anchor it renders and no live quotes yet. The baseline, in the
 * same run and page, is React drawing as many plain positioned divs. Two sizes: the map's 500
 * companies and the whole universe's common stocks with a market cap (about 5,000). Data: the
 * bundled 2021 listing, and the app's stylesheet from the last build. Target (docs/product.md#market-map): the 500-company map under 100 ms.
 *
 *   npm run build && npm run bench:map    # BENCH_ITERATIONS (15) per size, alternating map and baseline
 */
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import type { MapTile } from "@/features/map/map-tile";
import { type ListingRow, parseListingRow } from "@/features/market/parse-listing-row";
import { quantiles } from "./quantiles";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

function universe(): MapTile[] {
  const listing = JSON.parse(
    readFileSync("src/features/market/listing/nasdaq-listing-2021.json", "utf8"),
  ) as { dict: Record<string, ListingRow> };
  return Object.values(listing.dict)
    .flatMap((row) => {
      const security = parseListingRow(row);
      return security?.securityType === "common" && security.marketCap
        ? [
            {
              symbol: security.symbol,
              name: security.name,
              sector: security.sector ?? "Other",
              industry: security.industry ?? "Other",
              marketCap: security.marketCap,
              price: security.lastPrice,
              dayChangePct: security.changePct,
              changePct: security.changePct,
            },
          ]
        : [];
    })
    .sort((a, b) => b.marketCap - a.marketCap);
}

const bundle = await build({
  entryPoints: ["bench/map-page/entry.tsx"],
  bundle: true,
  write: false,
  minify: true,
  format: "iife",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  alias: {
    "next/link": "./bench/map-page/link.tsx",
    "@/features/market/components": "./bench/map-page/live-quotes.ts",
  },
});
const script = bundle.outputFiles[0]?.text ?? "";
// The app's own stylesheet, from the production build (`npm run build` first): the map's classes
// (its tiles' shared `*:` rules, container units) cost what they cost on /map.
const cssFile = readdirSync(".next/static/chunks").find((name) => name.endsWith(".css"));
if (!cssFile) throw new Error("No stylesheet in .next/static/chunks: run `npm run build` first.");
const css = readFileSync(`.next/static/chunks/${cssFile}`, "utf8");

const tiles = universe();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.setContent(`<style>${css}</style><div id="root" style="width:1216px"></div>`);
await page.addScriptTag({ content: script });
const rows: string[] = [];
for (const count of [500, tiles.length]) {
  const shown = tiles.slice(0, count);
  const map: number[] = [];
  const divs: number[] = [];
  const layouts: number[] = [];
  const renders: number[] = [];
  for (let i = 0; i < ITERATIONS + 2; i++) {
    const drawn = await page.evaluate(
      (data) => (window as never as { renderMap: (t: unknown) => Promise<number> }).renderMap(data),
      shown,
    );
    const plain = await page.evaluate(
      (n) => (window as never as { renderDivs: (n: number) => Promise<number> }).renderDivs(n),
      count,
    );
    // The first two rounds warm the page's code up; they are not counted.
    if (i >= 2) {
      map.push(drawn);
      divs.push(plain);
      const split = await page.evaluate(() =>
        (window as never as { mapSplit: () => { layout: number; react: number } }).mapSplit(),
      );
      layouts.push(split.layout);
      renders.push(split.react);
    }
  }
  const m = quantiles(map);
  const d = quantiles(divs);
  const at = (samples: number[]) => quantiles(samples).median.toFixed(1);
  rows.push(
    `| ${count.toLocaleString("en-US")} | ${m.median.toFixed(1)} | ${m.p95.toFixed(1)} | ${at(layouts)} | ${at(renders)} | ${d.median.toFixed(1)} | ${d.p95.toFixed(1)} |`,
  );
}
await browser.close();
console.log(
  "| companies | map p50 ms | map p95 ms | of which layout p50 | React p50 | plain divs p50 ms | plain divs p95 ms |",
);
console.log("| --------: | ---------: | ---------: | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
