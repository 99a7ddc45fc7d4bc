/** `value` to `digits` decimals; null for a missing or non-finite number (a figure we cannot state). */
export function roundTo(value: number | null | undefined, digits = 2): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * 10 ** digits) / 10 ** digits;
}
