const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The year, month (1–12) and day of a UTC date written "2020-11-06". */
function partsOf(date: string): [year: number, month: number, day: number] {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return [year, month, day];
}

/** The weekday of a UTC date ("2020-11-06"): "Friday". */
export function formatWeekday(date: string): string {
  const [year, month, day] = partsOf(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
}

/** A UTC date ("2020-11-06") without its year: "Nov 6". */
export function formatMonthDay(date: string): string {
  const [, month, day] = partsOf(date);
  return `${MONTHS[month - 1]} ${day}`;
}

/**
 * A session's date ("2020-11-06") as people read it: "Nov 6, 2020", or "Fri, Nov 6, 2020" with the
 * weekday, as `Intl.DateTimeFormat("en-US")` writes it (format-bar-date.test.ts holds it to that),
 * but without Intl: the stock page's chart and chat write dates while they hydrate, and a page's
 * first Intl date format costs a phone's start-up its locale data (src/lib/format/format-decimal.ts).
 */
export function formatBarDate(date: string, withWeekday = false): string {
  const text = `${formatMonthDay(date)}, ${partsOf(date)[0]}`;
  return withWeekday ? `${formatWeekday(date).slice(0, 3)}, ${text}` : text;
}

/** What a chart's time-axis label names: the year, the month or the day of the month. */
export type TickMarkUnit = "year" | "month" | "day";

/**
 * A time-axis label for a session's date ("2020-11-06"), as trading charts write them in en-US:
 * "2020" where a year starts, "Nov" where a month does, "6" for a day (chart-time-ticks.ts).
 */
export function formatTickMark(date: string, unit: TickMarkUnit): string {
  const [year, month, day] = partsOf(date);
  if (unit === "year") return String(year);
  return unit === "month" ? (MONTHS[month - 1] ?? "") : String(day);
}
