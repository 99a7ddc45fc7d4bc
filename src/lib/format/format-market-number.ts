import {
  decimalDigits,
  formatDecimal,
  roundDecimal,
  writeDecimal,
} from "@/lib/format/format-decimal";

/** Compact units by powers of a thousand, as en-US writes them; past trillions the number grows ("1000T"). */
const COMPACT_UNITS = ["", "K", "M", "B", "T"] as const;
const LAST_UNIT = COMPACT_UNITS.length - 1;

/**
 * "$2.1T", "$37.29B", "147.27M", "—" for unknown: money and counts as a finance screen shows them,
 * as `Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 2 })` writes them
 * (format-decimal.ts says why without Intl). A value that rounds up to the next unit takes it: 999,995 is "1M".
 */
export function formatCompact(value: number | null, prefix = ""): string {
  if (value === null || !Number.isFinite(value)) return "—";
  const magnitude = Math.abs(value);
  let unit = Math.min(LAST_UNIT, Math.max(0, Math.floor(decimalDigits(magnitude).exponent / 3)));
  let rounded = roundDecimal(magnitude, 2, unit * 3);
  if (rounded.whole.length > 3 && unit < LAST_UNIT)
    rounded = roundDecimal(magnitude, 2, (unit += 1) * 3);
  return `${prefix}${writeDecimal(value, rounded, 0, 2)}${COMPACT_UNITS[unit]}`;
}

/** "1,234.50", "—": a price with two decimals, as `Intl.NumberFormat("en-US")` writes it with two fraction digits. */
export function formatPrice(value: number | null): string {
  return value === null || !Number.isFinite(value) ? "—" : formatDecimal(value, 2, 2);
}

/** "7,191": a count as en-US writes it, the same on the server and in every browser (`toLocaleString()` follows the browser's language, which would not match the server's HTML). */
export function formatCount(value: number): string {
  return formatDecimal(value, 0, 3);
}

/** "+4.36", "−4.36" (a true minus sign, as beside a percentage), "+1,204.50", "—"; rounded as formatPrice rounds. */
export function formatSigned(value: number | null, digits = 2): string {
  if (value === null || !Number.isFinite(value)) return "—";
  const magnitude = formatDecimal(Math.abs(value), digits, digits);
  // A change that rounds to zero shows no sign: "0.00", not "−0.00".
  const sign = /[1-9]/.test(magnitude) ? (value > 0 ? "+" : "−") : "";
  return `${sign}${magnitude}`;
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
