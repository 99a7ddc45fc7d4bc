import type { EarningsWindow } from "./screen-filter-fields";

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The New York days the earnings-date filter matches (docs/product.md#screener): this week is
 * Monday to Sunday from today on (a date already past is stale, its refresh due), next week the
 * whole week after. `today` is "YYYY-MM-DD" in New York.
 */
export function earningsWindowDays(
  window: EarningsWindow,
  today: string,
): { from: string; to: string } {
  const at = Date.parse(`${today}T00:00:00Z`);
  const monday = at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS;
  return window === "thisWeek"
    ? { from: today, to: day(monday + 6 * DAY_MS) }
    : { from: day(monday + 7 * DAY_MS), to: day(monday + 13 * DAY_MS) };
}
