import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ListingRow, parseListingRow } from "./parse-listing-row";
import { simulateDailyBars } from "./simulate-daily-bars";
import { SNAPSHOT_SOURCE } from "./snapshot-source";
import { walkSimulatedPrices } from "./walk-simulated-prices";

const listing = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "listing/nasdaq-listing-2021.json"), "utf8"),
) as { dict: Record<string, ListingRow> };
const universe = Object.values(listing.dict).flatMap((row) => {
  const security = parseListingRow(row);
  return security?.lastPrice ? [{ ...security, lastPrice: security.lastPrice }] : [];
});

describe("the simulated history (docs/live-market.md#the-simulated-market)", () => {
  it("ends at the snapshot: its last bar is the snapshot's day, price, change and volume", () => {
    for (const security of universe.filter((_, i) => i % 50 === 0)) {
      const bars = simulateDailyBars(security, SNAPSHOT_SOURCE.asOf, 21);
      const [before, last] = bars.slice(-2);
      expect(last).toMatchObject({ date: "2021-02-26", close: security.lastPrice });
      expect(last!.volume).toBe(Math.round(security.volume ?? 0));
      if (security.changePct === null) continue;
      // The listing's change is to 0.01 % and the close before is rounded as a quote (half a
      // cent, or half a hundredth of one under a dollar): they agree to those two roundings.
      const change = ((last!.close - before!.close) / before!.close) * 100;
      const halfUnit = before!.close < 1 ? 0.00005 : 0.005;
      expect(Math.abs(change - security.changePct), security.symbol).toBeLessThanOrEqual(
        0.005 + (halfUnit / before!.close) * 100 * (1 + Math.abs(change) / 100) + 1e-9,
      );
    }
  });

  it("agrees with the header for Apple (−3.48 % on the stock page)", () => {
    const apple = universe.find((security) => security.symbol === "AAPL")!;
    const [before, last] = simulateDailyBars(apple, SNAPSHOT_SOURCE.asOf, 2);
    expect(((last!.close / before!.close - 1) * 100).toFixed(2)).toBe(apple.changePct!.toFixed(2));
  });

  it("keeps every five-year path plausible over the whole universe", () => {
    // Started within −10 %…+20 % a year of the end, and bridged there: the start is at most
    // 2.5× the end and at least 0.59× (Apple went 332 → 121 in the plain walk). On the way the
    // bridge strays like a stock of its volatility over half the span: a 60 % small cap's middle
    // has a spread of about 0.67 in logarithm, so even its rare wildest path, at six such spreads
    // from a third of the universe's draws, stays within a factor of 60 of its end; mega caps
    // (at most 28 % a year) stay within a factor of 4.
    let widest = 0;
    for (const security of universe) {
      const { closes } = walkSimulatedPrices(security);
      const ratio = closes[0]! / security.lastPrice;
      expect(ratio, security.symbol).toBeGreaterThan(1 / 2.5);
      expect(ratio, security.symbol).toBeLessThan(1 / 0.59);
      const stray = Math.max(
        ...closes.map((close) => Math.abs(Math.log(close / security.lastPrice))),
      );
      widest = Math.max(widest, stray);
      if ((security.marketCap ?? 0) >= 200e9)
        expect(stray, security.symbol).toBeLessThan(Math.log(4));
    }
    expect(widest).toBeLessThan(Math.log(60));
  }, 60_000);
});
