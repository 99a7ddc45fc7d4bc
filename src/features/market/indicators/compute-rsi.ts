/**
 * Wilder's relative strength index over `length` changes (0–100), aligned with `values`: the
 * first is the plain average gain against loss of the first `length` changes, then each smooths
 * the last by 1/length. Null until `length` changes exist; 100 when nothing fell.
 */
export function computeRsi(values: readonly number[], length = 14): (number | null)[] {
  let gain = 0;
  let loss = 0;
  return values.map((value, i) => {
    if (i === 0) return null;
    const change = value - values[i - 1]!;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= length) {
      gain += up / length;
      loss += down / length;
      if (i < length) return null;
    } else {
      gain = (gain * (length - 1) + up) / length;
      loss = (loss * (length - 1) + down) / length;
    }
    return loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  });
}
