import { computeSma } from "./compute-sma";

export type BollingerPoint = { middle: number; upper: number; lower: number };

/**
 * Bollinger bands: the `length`-point simple average, and `deviations` population standard
 * deviations of the same window above and below it; null until the window is full.
 */
export function computeBollinger(
  values: readonly number[],
  length = 20,
  deviations = 2,
): (BollingerPoint | null)[] {
  return computeSma(values, length).map((middle, i) => {
    if (middle === null) return null;
    let squares = 0;
    for (let j = i - length + 1; j <= i; j++) squares += (values[j]! - middle) ** 2;
    const spread = deviations * Math.sqrt(squares / length);
    return { middle, upper: middle + spread, lower: middle - spread };
  });
}
