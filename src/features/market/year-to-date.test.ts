import { describe, expect, it } from "vitest";
import { yearToDate } from "./year-to-date";

describe("yearToDate", () => {
  it("keeps the sessions of the last bar's year", () => {
    const bars = ["2025-12-30", "2025-12-31", "2026-01-02", "2026-01-05"].map((date) => ({ date }));
    expect(yearToDate(bars).map((bar) => bar.date)).toEqual(["2026-01-02", "2026-01-05"]);
  });

  it("keeps nothing of nothing", () => {
    expect(yearToDate([])).toEqual([]);
  });
});
