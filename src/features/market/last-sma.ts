/**
 * The simple moving average of the last `period` values, or null with fewer values. Summed as
 * technicalindicators' SMA sums, a running total updated one value at a time, so the figure is the
 * same to the last bit as the series it computes in full (last-sma.test.ts holds it to that); only
 * the last value is wanted here, and the library's generator over the whole series cost about
 * a quarter of a market refresh.
 * @see https://github.com/anandanand84/technicalindicators/blob/master/src/moving_averages/SMA.ts
 */
export function lastSma(values: readonly number[], period: number): number | null {
  if (period < 1 || values.length < period) return null;
  // The library's window starts as [0, v0 … v(period-2)]: the first full window drops that 0.
  let sum = 0;
  for (let i = 0; i < period - 1; i += 1) sum = sum + values[i]!;
  let result = 0;
  for (let i = period - 1; i < values.length; i += 1) {
    const dropped = i === period - 1 ? 0 : values[i - period]!;
    sum = sum - dropped + values[i]!;
    result = sum / period;
  }
  return result;
}
