/**
 * The simple moving average of `values` over `length` points, aligned with them: null until
 * `length` values have been seen. A running sum, so a 200-day average over 40 years stays linear.
 */
export function computeSma(values: readonly number[], length: number): (number | null)[] {
  let sum = 0;
  return values.map((value, i) => {
    sum += value;
    if (i >= length) sum -= values[i - length]!;
    return i >= length - 1 ? sum / length : null;
  });
}
