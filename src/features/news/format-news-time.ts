const FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** An article's time in New York, the market's clock, the same on the server and in any browser: "Nov 27, 2026, 9:41 AM ET". */
export function formatNewsTime(at: Date): string {
  return `${FORMAT.format(at)} ET`;
}
