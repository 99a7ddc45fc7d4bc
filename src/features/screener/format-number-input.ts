/** Suffixes from the largest, as `parseNumberInput` reads them back. */
const SUFFIXES = [
  ["T", 1e12],
  ["B", 1e9],
  ["M", 1e6],
  ["k", 1e3],
] as const;

/**
 * A filter's value as its field shows it when the URL sets it (a link, Back, a preset): the short
 * form a person would type where it is exact (`1M`, `2.5B`), the plain number otherwise.
 */
export function formatNumberInput(value: number | undefined): string {
  if (value === undefined) return "";
  for (const [suffix, size] of SUFFIXES) {
    const scaled = value / size;
    // Exact to two decimals, so the short form reads back as the very same number.
    if (Math.abs(scaled) >= 1 && Math.round(scaled * 100) / 100 === scaled)
      return `${scaled}${suffix}`;
  }
  return String(value);
}
