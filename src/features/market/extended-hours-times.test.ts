import { describe, expect, it } from "vitest";
import { extendedHoursTimes } from "./extended-hours-times";

const at = (date: string, hour: number, minute: number) => {
  const time = Date.parse(`${date}T00:00:00Z`) / 1_000 + (hour * 60 + minute) * 60;
  return { date, time, open: 1, high: 1, low: 1, close: 1, volume: 0 };
};

describe("extendedHoursTimes", () => {
  it("names the minutes before 9:30 and from the close on", () => {
    const bars = [
      at("2026-11-27", 9, 29),
      at("2026-11-27", 9, 30),
      at("2026-11-27", 12, 59),
      at("2026-11-27", 13, 0),
    ];
    // 2026-11-27, the day after Thanksgiving, closes at 13:00.
    expect(extendedHoursTimes(bars)).toEqual([bars[0]!.time, bars[3]!.time]);
    const ordinary = [at("2026-11-30", 15, 59), at("2026-11-30", 16, 0)];
    expect(extendedHoursTimes(ordinary)).toEqual([ordinary[1]!.time]);
  });
});
