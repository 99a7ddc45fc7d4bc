import { formatPrice } from "@/lib/format/format-market-number";

export type MonthTrend = "up" | "down" | "flat";

/**
 * A sparkline's month in words, its text alternative (docs/product.md#watchlists): "One month: up
 * 4.2%, from 182.10 to 189.75", the change from the first close to the last, as the stock page's
 * chart summary counts it. The trend colours the line. Null with fewer than two closes: no month
 * to tell.
 */
export function describeMonth(
  closes: readonly number[],
  simulated: boolean,
): { trend: MonthTrend; label: string } | null {
  const first = closes[0];
  const last = closes.at(-1);
  if (closes.length < 2 || first === undefined || last === undefined) return null;
  const trend: MonthTrend = last > first ? "up" : last < first ? "down" : "flat";
  const percent = first > 0 ? (Math.abs(last - first) / first) * 100 : 0;
  // A move that rounds to 0.0% still went one way, and its colour says so: the words do too.
  const size = percent < 0.05 ? "less than 0.1%" : `${percent.toFixed(1)}%`;
  const movement = trend === "flat" ? "unchanged" : `${trend} ${size}`;
  return {
    trend,
    label: `One month${simulated ? " of simulated history" : ""}: ${movement}, from ${formatPrice(first)} to ${formatPrice(last)}`,
  };
}
