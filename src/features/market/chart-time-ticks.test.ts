import { describe, expect, it } from "vitest";
import { chartTimeTicks } from "./chart-time-ticks";

/** Weekdays from `from` on, `count` of them, as "2020-11-06" (weekends only: enough for the ticks). */
function sessions(from: string, count: number): string[] {
  const dates: string[] = [];
  for (
    const day = new Date(`${from}T00:00:00Z`);
    dates.length < count;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

describe("chartTimeTicks", () => {
  it("labels six months at each month's first session, a new year by its year", () => {
    const dates = sessions("2020-08-31", 126);
    const ticks = chartTimeTicks(dates, 6);
    expect(ticks.map((tick) => tick.label)).toEqual(["Sep", "Oct", "Nov", "Dec", "2021", "Feb"]);
    for (const tick of ticks) expect(dates[tick.index]!.slice(8)).toMatch(/^0[1-4]$/); // the first weekday of its month
  });

  it("thins a year to every second month and five years to their years", () => {
    expect(chartTimeTicks(sessions("2020-02-20", 252), 6).map((tick) => tick.label)).toEqual([
      "Mar",
      "May",
      "Jul",
      "Sep",
      "Nov",
      "2021",
    ]);
    expect(chartTimeTicks(sessions("2016-03-01", 1_260), 6).map((tick) => tick.label)).toEqual([
      "2017",
      "2018",
      "2019",
      "2020",
    ]);
  });

  it("labels a month every few sessions by its day, and its month's first session by the month", () => {
    const dates = sessions("2021-01-28", 21);
    const ticks = chartTimeTicks(dates, 6);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.at(-1)).toEqual({ index: 20, label: String(Number(dates[20]!.slice(8))) });
    expect(ticks.map((tick) => tick.label)).toContain("Feb");
    expect(ticks.every((tick, at) => at === 0 || tick.index > ticks[at - 1]!.index)).toBe(true);
  });

  it("never gives more than asked, nor a label for an empty history", () => {
    for (const count of [1, 5, 21, 63, 126, 252, 1_260, 5_000]) {
      for (const maxTicks of [1, 3, 6])
        expect(chartTimeTicks(sessions("2001-01-02", count), maxTicks).length).toBeLessThanOrEqual(
          maxTicks,
        );
    }
    expect(chartTimeTicks([], 6)).toEqual([]);
    expect(chartTimeTicks(sessions("2021-01-28", 21), 0)).toEqual([]);
  });
});
