import { describe, expect, it } from "vitest";
import { fillShareClassCaps } from "./fill-share-class-caps";
import { NO_QUOTE_FIGURES, type Security } from "./parse-listing-row";
import { createSnapshotProvider } from "./server/snapshot-provider";

const security = (symbol: string, fields: Partial<Security>): Security => ({
  symbol,
  name: `${symbol} Inc.`,
  securityType: "common",
  exchange: null,
  sector: null,
  industry: null,
  country: null,
  ipoYear: null,
  marketCap: null,
  lastPrice: 10,
  change: 0,
  changePct: 0,
  volume: 1_000,
  ...NO_QUOTE_FIGURES,
  ...fields,
});

describe("share classes without a market cap in the 2021 listing", () => {
  it("gives Berkshire's classes the company's cap, a mega cap as Finviz shows it", async () => {
    const { securities } = await createSnapshotProvider().listSecurities([]);
    const a = securities.find((s) => s.symbol === "BRK.A");
    const b = securities.find((s) => s.symbol === "BRK.B");
    // $367,799.99 × 1,543,959.98 class A equivalents; $243.69 × 2,315,939,971 class B equivalents.
    expect(a?.marketCap).toBe(567_868_465_450);
    expect(b?.marketCap).toBe(564_371_411_533);
    // Both over the screener's $200B line for mega caps (docs/product.md#screener).
    expect(b!.marketCap!).toBeGreaterThanOrEqual(200e9);
  });

  it("prices a class from a sibling the listing prices, as the listing prices GOOG and GOOGL", () => {
    const [, heicoA] = fillShareClassCaps([
      security("HEI", { marketCap: 1_000_000, lastPrice: 100, sector: "Capital Goods" }),
      security("HEI.A", { lastPrice: 90 }),
    ]);
    expect(heicoA).toMatchObject({ marketCap: 900_000, sector: "Capital Goods" });
  });

  it("leaves unknown what nothing sourced tells: other classes, preferreds, warrants", () => {
    const rows = fillShareClassCaps([
      security("BF.A", {}),
      security("BF.B", {}),
      security("ABC", { marketCap: 1_000_000 }),
      security("ABC.WS", { securityType: "warrant" }),
    ]);
    expect(rows.map((s) => s.marketCap)).toEqual([null, null, 1_000_000, null]);
  });
});
