/**
 * The exponential moving average of `values` over `length` points (weight 2 / (length + 1)),
 * aligned with them: it starts as the simple average of the first `length` values, as charting
 * packages seed it, and is null before.
 */
export function computeEma(values: readonly number[], length: number): (number | null)[] {
  const weight = 2 / (length + 1);
  let ema: number | null = null;
  let sum = 0;
  return values.map((value, i) => {
    if (ema !== null) {
      ema = (value - ema) * weight + ema;
      return ema;
    }
    sum += value;
    if (i < length - 1) return null;
    ema = sum / length;
    return ema;
  });
}
