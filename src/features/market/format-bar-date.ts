const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const weekdayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A session's date ("2020-11-06") as people read it: "Nov 6, 2020", or "Fri, Nov 6, 2020" with the weekday. */
export function formatBarDate(date: string, withWeekday = false): string {
  return (withWeekday ? weekdayFormat : dayFormat).format(new Date(`${date}T00:00:00Z`));
}
