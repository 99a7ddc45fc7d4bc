/** How far ahead a watchlist row marks a coming report: two weeks, the horizon people act on. */
const HORIZON_DAYS = 14;

/**
 * A watchlist row's mark for a company's next earnings report (docs/product.md#watchlists):
 * "Reports today", "Reports tomorrow" or "Reports in 5 days", with "(est.)" while the date is the
 * provider's estimate; null without a date, for a day past, or beyond two weeks. Days are New York
 * calendar days ("YYYY-MM-DD"), the exchange's.
 */
export function describeReportSoon(
  next: string | null,
  confirmed: boolean | null,
  today: string,
): string | null {
  if (!next) return null;
  const days = Math.round(
    (Date.parse(`${next}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (!(days >= 0 && days <= HORIZON_DAYS)) return null;
  const when = days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
  return `Reports ${when}${confirmed ? "" : " (est.)"}`;
}
