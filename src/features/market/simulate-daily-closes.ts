import { roundTo } from "./round-to";
import { walkSimulatedPrices } from "./walk-simulated-prices";

/**
 * The closes of `simulateDailyBars(symbol, lastPrice, …, count)`, oldest first, without its dates,
 * bars and volumes: a watchlist's month (docs/product.md#watchlists) for the securities of a
 * database from before the month was stored with each refresh (fillSimulatedMonthCloses). Making
 * each day's date string was most of a bar series' cost.
 */
export function simulateDailyCloses(symbol: string, lastPrice: number, count: number): number[] {
  const { closes } = walkSimulatedPrices(symbol, lastPrice, count);
  // As in simulateDailyBars: rounded to the cent, and the last day is the snapshot's own price.
  return closes.slice(1).map((close, i) => (i === count - 1 ? lastPrice : roundTo(close)!));
}
