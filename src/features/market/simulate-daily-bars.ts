import { fnv1a } from "@/lib/hash/fnv1a";
import { roundTo } from "./round-to";

export type DailyBar = { date: string; open: number; high: number; low: number; close: number; volume: number };

/** mulberry32: a small, fast, well-distributed PRNG, so the same symbol always gets the same series. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The trading days (Monday to Friday) ending on `end`, oldest first. */
function tradingDays(end: Date, count: number): string[] {
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
export function simulateDailyBars(symbol: string, lastPrice: number, lastVolume: number, end: Date, count = 260): DailyBar[] {
  const next = random(fnv1a(symbol));
  const days = tradingDays(end, count);
  // Walked from the last day back, drawing every random number of a day in that same walk, so a
  // longer series ends with exactly the bars of a shorter one.
  // closes[0] is the close before the first day, so every bar opens at the previous close.
  const closes = new Array<number>(count + 1);
  const shape = new Array<{ spread: number; up: number; down: number; volume: number }>(count);
  closes[count] = lastPrice;
  for (let i = count; i >= 1; i -= 1) {
    shape[i - 1] = { spread: 0.005 + next() * 0.02, up: next(), down: next(), volume: next() };
    closes[i - 1] = Math.max(0.01, closes[i]! / (1 + (next() - 0.5) * 0.04 + (next() - 0.5) * 0.02));
  }
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
