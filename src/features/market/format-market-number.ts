const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 2 });
const price = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$2.08T", "$37.29B", "—" for unknown: money and counts as a finance screen shows them. */
export function formatCompact(value: number | null, prefix = ""): string {
  return value === null ? "—" : `${prefix}${compact.format(value)}`;
}

export function formatPrice(value: number | null): string {
  return value === null ? "—" : price.format(value);
}

/** "+4.36", "−4.36" (a true minus sign, as beside a percentage), "—". */
export function formatSigned(value: number | null, digits = 2): string {
  if (value === null) return "—";
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return `${sign}${Math.abs(value).toFixed(digits)}`;
}

/** "+2.34%", "−1.20%", "—". */
export function formatPercent(value: number | null, digits = 2): string {
  return value === null ? "—" : `${formatSigned(value, digits)}%`;
}

/** Tailwind classes for a value's direction: gains green, losses red. */
export function toneOf(value: number | null): string {
  if (value === null || value === 0) return "";
  return value > 0 ? "text-gain" : "text-loss";
}
