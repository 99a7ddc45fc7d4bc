const easternTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** "Nov 27, 2026, 4:00 PM ET": when quotes are from, in the market's own time zone. */
export function formatAsOf(date: Date): string {
  return `${easternTime.format(date)} ET`;
}
