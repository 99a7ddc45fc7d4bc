import { roundTo } from "./round-to";
import { walkSimulatedPrices } from "./walk-simulated-prices";

export type DailyBar = {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

/** The last tradingDays answer: a refresh asks the same days for every one of thousands of symbols. */
let lastDays: { key: string; days: readonly string[] } | null = null;

/** The trading days (Monday to Friday) ending on `end`, oldest first. */
function tradingDays(end: Date, count: number): readonly string[] {
  const key = `${end.toISOString()}/${count}`;
  if (lastDays?.key !== key) lastDays = { key, days: listTradingDays(end, count) };
  return lastDays.days;
}

function listTradingDays(end: Date, count: number): string[] {
  const days: string[] = [];
  const cursor = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()));
  while (days.length < count) {
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return days.reverse();
}

/**
 * The snapshot day's volume relative to the symbol's usual one, from a uniform draw: mostly an
 * ordinary day, but a few symbols in every snapshot trade at twice their average or more, as on
 * any real day, so the unusual-volume screen finds some.
 */
const volumeLevel = (draw: number) => (draw < 0.96 ? 0.5 + draw : 2.2 + (draw - 0.96) * 70);

/**
 * A deterministic, simulated daily series for a symbol (offline mode has no history): a random
 * walk with ~2% daily volatility, walked backwards from the snapshot so that the last close is the
 * snapshot's price. Labelled "simulated" wherever it is shown.
 */
export function simulateDailyBars(
  symbol: string,
  lastPrice: number,
  lastVolume: number,
  end: Date,
  count = 260,
): DailyBar[] {
  const days = tradingDays(end, count);
  // closes[0] is the close before the first day, so every bar opens at the previous close.
  const { closes, shape } = walkSimulatedPrices(symbol, lastPrice, count);
  // The last bar is the snapshot's day: its close and volume are the snapshot's own.
  const snapshotVolume = Math.round(Math.max(0, lastVolume));
  const usualVolume = snapshotVolume / volumeLevel(shape[count - 1]!.volume);
  // Every price here is finite and positive, so roundTo always answers a number.
  return days.map((date, i) => {
    const close = closes[i + 1]!;
    const open = closes[i]!;
    const { spread, up, down, volume } = shape[i]!;
    const last = i === count - 1;
    return {
      date,
      open: roundTo(open)!,
      high: roundTo(Math.max(open, close) + close * spread * up)!,
      low: roundTo(Math.max(0.01, Math.min(open, close) - close * spread * down))!,
      close: last ? lastPrice : roundTo(close)!,
      volume: last ? snapshotVolume : Math.round(usualVolume * (0.5 + volume)),
    };
  });
}
