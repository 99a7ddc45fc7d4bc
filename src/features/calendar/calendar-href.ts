import type { CalendarScope } from "./calendar-inputs";

/** The calendar's address for a week and scope: what its links push, so Back and Forward step through weeks. */
export function calendarHref(week: string, scope: CalendarScope): string {
  const params = new URLSearchParams({ week });
  if (scope === "watchlists") params.set("scope", scope);
  return `/calendar?${params}`;
}
