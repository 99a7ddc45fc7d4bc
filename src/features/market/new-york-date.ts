const format = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });

/** The exchange's calendar day of `at`, as YYYY-MM-DD: US sessions are dated in New York. */
export function newYorkDate(at: Date): string {
  return format.format(at);
}
