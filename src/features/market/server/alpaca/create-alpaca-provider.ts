import { logger } from "@/server/logger";
import type { Security } from "../../parse-listing-row";
import { roundTo } from "../../round-to";
import type { MarketDataProvider } from "../market-data-provider";
import type { AlpacaClient } from "./create-alpaca-client";
import { fetchAlpacaDailyBars } from "./fetch-alpaca-daily-bars";
import { ALPACA_SNAPSHOT_BATCH, fetchAlpacaSnapshots } from "./fetch-alpaca-snapshots";
import type { AlpacaDay } from "./read-alpaca-snapshot";

/**
 * A known security re-quoted from its Alpaca day. Alpaca sends prices, not companies: name,
 * listing and fundamentals stay as they were; the market cap follows the price at the share count
 * it implies (shares outstanding when known, else the last cap over the last price). Alpaca
 * announces no earnings dates, so one a former provider stored is cleared rather than left to go
 * stale (docs/live-market.md#upcoming-earnings-dates).
 */
function requote(base: Security, day: AlpacaDay): Security {
  const shares =
    base.sharesOutstanding ??
    (base.marketCap && base.lastPrice ? base.marketCap / base.lastPrice : null);
  const change = day.previousClose === null ? null : day.price - day.previousClose;
  return {
    ...base,
    lastPrice: roundTo(day.price, 4),
    change: roundTo(change, 4),
    changePct:
      change === null || !day.previousClose ? null : roundTo((change / day.previousClose) * 100, 4),
    volume: day.volume,
    open: day.open,
    dayHigh: day.high,
    dayLow: day.low,
    previousClose: day.previousClose,
    marketCap: shares ? Math.round(shares * day.price) : null,
    peRatio:
      base.eps === null ? base.peRatio : base.eps > 0 ? roundTo(day.price / base.eps, 4) : null,
    nextEarningsDate: null,
    nextEarningsConfirmed: null,
  };
}

/**
 * Alpaca market data as a MarketDataProvider (docs/live-market.md#alpaca): the known universe
 * re-quoted from multi-symbol snapshots, and real daily history. Live quotes between refreshes
 * come from its feed (create-alpaca-feed.ts) on the same client, so both keep one pace.
 */
export function createAlpacaProvider(client: AlpacaClient): MarketDataProvider {
  return {
    name: "alpaca",
    history: "real",
    async listSecurities(known, onProgress) {
      const securities: Security[] = [];
      let latest = 0;
      let failedInARow = 0;
      for (let start = 0; start < known.length; start += ALPACA_SNAPSHOT_BATCH) {
        const batch = known.slice(start, start + ALPACA_SNAPSHOT_BATCH);
        try {
          const days = await fetchAlpacaSnapshots(
            client,
            batch.map((security) => security.symbol),
          );
          for (const base of batch) {
            const day = days.get(base.symbol);
            if (!day) continue;
            securities.push(requote(base, day));
            latest = Math.max(latest, day.asOf.getTime());
          }
          failedInARow = 0;
        } catch (error) {
          // One odd batch keeps its last quotes; three in a row mean Alpaca is not answering.
          failedInARow += 1;
          logger.warn({ err: error, first: batch[0]?.symbol }, "an Alpaca snapshot batch failed");
          if (failedInARow >= 3)
            throw new Error(`Alpaca did not answer three snapshot requests in a row`, {
              cause: error,
            });
        }
        await onProgress?.(Math.min(start + ALPACA_SNAPSHOT_BATCH, known.length), known.length);
      }
      return { asOf: new Date(latest || Date.now()), securities };
    },
    async getDailyBars(security, sessions) {
      return {
        bars: await fetchAlpacaDailyBars(client, security.symbol, sessions),
        simulated: false,
      };
    },
  };
}
