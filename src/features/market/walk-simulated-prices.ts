import { fnv1a } from "@/lib/hash/fnv1a";

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

/** A simulated day's draws besides its close: the bar's spread, how far its high and low reach, its volume. */
export type SimulatedDayShape = { spread: number; up: number; down: number; volume: number };

/**
 * The random walk behind a symbol's simulated history (offline mode has none): ~2% daily
 * volatility, walked backwards from `lastPrice`, unrounded. `closes[0]` is the close before the
 * first day and `closes[count]` is `lastPrice`. Every random number of a day is drawn in that same
 * walk, so a longer series ends with exactly the days of a shorter one.
 */
export function walkSimulatedPrices(
  symbol: string,
  lastPrice: number,
  count: number,
): { closes: number[]; shape: SimulatedDayShape[] } {
  const next = random(fnv1a(symbol));
  const closes = new Array<number>(count + 1);
  const shape = new Array<SimulatedDayShape>(count);
  closes[count] = lastPrice;
  for (let i = count; i >= 1; i -= 1) {
    shape[i - 1] = { spread: 0.005 + next() * 0.02, up: next(), down: next(), volume: next() };
    closes[i - 1] = Math.max(
      0.01,
      closes[i]! / (1 + (next() - 0.5) * 0.04 + (next() - 0.5) * 0.02),
    );
  }
  return { closes, shape };
}
