/** Axis steps people read at a glance: 1, 2, 2.5 and 5 times a power of ten. */
const STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * Round values for an axis over `low`–`high`, about `target` of them, as chart axes label prices
 * (120, 125, 130; 0.25, 0.50): every multiple of one round step inside the range, with the
 * fraction digits that step needs. No values for an empty or invalid range.
 */
export function niceTicks(
  low: number,
  high: number,
  target: number,
): { values: number[]; decimals: number } {
  if (!Number.isFinite(low) || !Number.isFinite(high) || high <= low || target < 1)
    return { values: [], decimals: 0 };
  // The smallest round step that fits at most target + 1 values: 100–137 in steps of 10, not 20.
  const rough = (high - low) / (target + 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (STEPS.find((candidate) => candidate * magnitude >= rough) ?? 10) * magnitude;
  // 2.5 × 10^k needs one digit more than the power itself: 0.25, not 0.3.
  const decimals = Math.max(
    0,
    -Math.floor(Math.log10(step) + 1e-9) +
      (Number.isInteger(Number((step / magnitude).toFixed(6))) ? 0 : 1),
  );
  const values: number[] = [];
  for (
    let multiple = Math.ceil(low / step - 1e-9);
    multiple * step <= high + step * 1e-9;
    multiple += 1
  ) {
    values.push(Number((multiple * step).toFixed(decimals)));
  }
  return { values, decimals };
}
