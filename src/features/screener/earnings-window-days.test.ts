import { describe, expect, it } from "vitest";
import { earningsWindowDays } from "./earnings-window-days";

describe("the earnings-date filter's days", () => {
  it("are the rest of this week, Monday to Sunday, or the whole next one", () => {
    // Wednesday 2 December 2026.
    expect(earningsWindowDays("thisWeek", "2026-12-02")).toEqual({
      from: "2026-12-02",
      to: "2026-12-06",
    });
    expect(earningsWindowDays("nextWeek", "2026-12-02")).toEqual({
      from: "2026-12-07",
      to: "2026-12-13",
    });
  });

  it("count a Sunday in the week it ends, across a year's end", () => {
    expect(earningsWindowDays("thisWeek", "2027-01-03")).toEqual({
      from: "2027-01-03",
      to: "2027-01-03",
    });
    expect(earningsWindowDays("nextWeek", "2026-12-28")).toEqual({
      from: "2027-01-04",
      to: "2027-01-10",
    });
  });
});
