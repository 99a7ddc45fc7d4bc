import { describe, expect, it } from "vitest";
import {
  addDays,
  isCalendarDay,
  isWeekend,
  newYorkToday,
  weekDays,
  weekStartOf,
} from "./calendar-week";

describe("calendar weeks", () => {
  it("start on Monday, whatever day is given", () => {
    expect(weekStartOf("2026-11-30")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-03")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-06")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-07")).toBe("2026-12-07");
  });

  it("step across months and years", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2024-03-04", -7)).toBe("2024-02-26");
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("take today from New York's clock", () => {
    // 03:00 UTC on 1 December is still 30 November in New York.
    expect(newYorkToday(new Date("2026-12-01T03:00:00Z"))).toBe("2026-11-30");
  });

  it("know their weekend", () => {
    expect(weekDays("2026-11-30").map(isWeekend)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("accept only real days", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-2-3")).toBe(false);
    expect(isCalendarDay("next week")).toBe(false);
  });
});
