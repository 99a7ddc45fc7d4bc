import { expect, it } from "vitest";
import { formatBarDate, formatMonthDay, formatTickMark, formatWeekday } from "./format-bar-date";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const weekdayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const longWeekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const tickFormats = {
  year: new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }),
  day: new Intl.DateTimeFormat("en-US", { day: "numeric", timeZone: "UTC" }),
};

it("writes every date from 1990 to 2040 as Intl.DateTimeFormat('en-US') does: with and without the weekday, the weekday alone, the day alone, the chart's axis labels", () => {
  expect(formatBarDate("2021-02-26", true)).toBe("Fri, Feb 26, 2021");
  expect(formatBarDate("2020-11-06")).toBe("Nov 6, 2020");
  const day = 24 * 60 * 60 * 1000;
  for (let time = Date.UTC(1990, 0, 1); time <= Date.UTC(2040, 11, 31); time += day) {
    const date = new Date(time).toISOString().slice(0, 10);
    expect(formatBarDate(date), date).toBe(dayFormat.format(time));
    expect(formatBarDate(date, true), date).toBe(weekdayFormat.format(time));
    expect(formatWeekday(date), date).toBe(longWeekday.format(time));
    expect(formatMonthDay(date), date).toBe(monthDay.format(time));
    for (const unit of ["year", "month", "day"] as const) expect(formatTickMark(date, unit), `${date} ${unit}`).toBe(tickFormats[unit].format(time));
  }
});
