import { roundSimulatedPrice } from "./round-simulated-price";
import {
  SIMULATED_SESSIONS,
  type SimulatedSymbol,
  walkSimulatedPrices,
} from "./walk-simulated-prices";

/**
 * The closes of `simulateDailyBars(security, …, count)`, oldest first, without its dates, bars and
 * volumes: a watchlist's month (docs/product.md#watchlists) for the securities of a database from
 * before the month was stored with each refresh (fillSimulatedMonthCloses). Making each day's
 * date string was most of a bar series' cost.
 */
export function simulateDailyCloses(security: SimulatedSymbol, count: number): number[] {
  const { closes } = walkSimulatedPrices(security);
  // As in simulateDailyBars: rounded as a quote, and the last day is the snapshot's own price.
  return closes
    .slice(-Math.min(count, SIMULATED_SESSIONS))
    .map((close, i, all) =>
      i === all.length - 1 ? security.lastPrice : roundSimulatedPrice(close),
    );
}
