/** The exchange's clock: NYSE hours are New York wall time, which moves with US daylight saving. */
const format = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** New York's calendar day ("2021-03-01") at `date`, and the minutes since its midnight (fractional). */
export function newYorkClock(date: Date): { day: string; minute: number } {
  const field = Object.fromEntries(
    format.formatToParts(date).map((part) => [part.type, part.value]),
  );
  const seconds = Number(field.second) + (((date.getTime() % 1_000) + 1_000) % 1_000) / 1_000;
  return {
    day: `${field.year}-${field.month}-${field.day}`,
    minute: Number(field.hour) * 60 + Number(field.minute) + seconds / 60,
  };
}
