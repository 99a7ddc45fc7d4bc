import { computeEma } from "./compute-ema";

export type MacdPoint = { macd: number; signal: number | null; histogram: number | null };

/**
 * MACD: the `fast` EMA less the `slow` EMA, its `signal`-point EMA and their difference, aligned
 * with `values`; null until the slow average exists, the signal null until it has its own window.
 */
export function computeMacd(
  values: readonly number[],
  fast = 12,
  slow = 26,
  signal = 9,
): (MacdPoint | null)[] {
  const fastEma = computeEma(values, fast);
  const slowEma = computeEma(values, slow);
  const lines = values.map((_, i) => {
    const a = fastEma[i];
    const b = slowEma[i];
    return a === null || a === undefined || b === null || b === undefined ? null : a - b;
  });
  const first = lines.findIndex((line) => line !== null);
  const signals = first < 0 ? [] : computeEma(lines.slice(first) as number[], signal);
  return lines.map((macd, i) => {
    if (macd === null) return null;
    const line = signals[i - first] ?? null;
    return { macd, signal: line, histogram: line === null ? null : macd - line };
  });
}
