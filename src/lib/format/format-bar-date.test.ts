import { expect, it } from "vitest";
import {
  formatBarDate,
  formatMonthDay,
  formatTickMark,
  formatWeekday,
} from "@/lib/format/format-bar-date";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const weekdayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longWeekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const tickFormats = {
  year: new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }),
  day: new Intl.DateTimeFormat("en-US", { day: "numeric", timeZone: "UTC" }),
};

it("writes every date from 1990 to 2040 as Intl.DateTimeFormat('en-US') does: with and without the weekday, the weekday alone, the day alone, the chart's axis labels", () => {
  expect(formatBarDate("2021-02-26", true)).toBe("Fri, Feb 26, 2021");
  expect(formatBarDate("2020-11-06")).toBe("Nov 6, 2020");
  const day = 24 * 60 * 60 * 1000;
  // Differences are collected and compared once: an expect per day and format (130,000 of them)
  // took 3–7 s, past the test's time limit on a busy two-core run.
  const differences: string[] = [];
  const compare = (what: string, ours: string, intl: string) =>
    void (ours !== intl && differences.push(`${what}: ${ours} ≠ ${intl}`));
  for (let time = Date.UTC(1990, 0, 1); time <= Date.UTC(2040, 11, 31); time += day) {
    const date = new Date(time).toISOString().slice(0, 10);
    compare(date, formatBarDate(date), dayFormat.format(time));
    compare(`${date} with weekday`, formatBarDate(date, true), weekdayFormat.format(time));
    compare(`${date} weekday`, formatWeekday(date), longWeekday.format(time));
    compare(`${date} month and day`, formatMonthDay(date), monthDay.format(time));
    for (const unit of ["year", "month", "day"] as const)
      compare(`${date} ${unit} tick`, formatTickMark(date, unit), tickFormats[unit].format(time));
  }
  expect(differences.slice(0, 10)).toEqual([]);
});
