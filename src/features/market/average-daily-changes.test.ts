import { describe, expect, it } from "vitest";
import { averageDailyChanges } from "./average-daily-changes";
import { chainDailyChanges } from "./chain-daily-changes";

const closes = (...pairs: [string, number][]) => pairs.map(([date, close]) => ({ date, close }));

describe("averageDailyChanges", () => {
  it("weighs each constituent's change by its market cap at the close before", () => {
    // Big: 9 shares at 100 (900 of cap) rises 10 %; small: 1 share at 100 (100) falls 10 %.
    const days = averageDailyChanges([
      { shares: 9, bars: closes(["2026-03-02", 100], ["2026-03-03", 110], ["2026-03-04", 110]) },
      { shares: 1, bars: closes(["2026-03-02", 100], ["2026-03-03", 90], ["2026-03-04", 99]) },
    ]);
    expect(days.map((day) => day.date)).toEqual(["2026-03-02", "2026-03-03", "2026-03-04"]);
    expect(days[0]!.change).toBeNull();
    // (900 × 10 % − 100 × 10 %) / 1,000 = 8 %.
    expect(days[1]!.change).toBeCloseTo(0.08, 12);
    // The next day the caps are 990 and 90: the small one's +10 % is 9 of 1,080.
    expect(days[2]!.change).toBeCloseTo(9 / 1_080, 12);
  });

  it("leaves a constituent out of a day it has no bar, counting its next change from its last close", () => {
    const days = averageDailyChanges([
      { shares: 1, bars: closes(["2026-03-02", 100], ["2026-03-03", 102], ["2026-03-04", 102]) },
      // No bar on the 3rd (a halt): its 100 → 120 counts on the 4th, weighted by its cap at 100.
      { shares: 1, bars: closes(["2026-03-02", 100], ["2026-03-04", 120]) },
    ]);
    expect(days[1]).toEqual({ date: "2026-03-03", change: expect.closeTo(0.02, 12) });
    expect(days[2]).toEqual({ date: "2026-03-04", change: expect.closeTo(20 / 202, 12) });
  });

  it("lets a constituent listed later in from its second bar", () => {
    const days = averageDailyChanges([
      { shares: 1, bars: closes(["2026-03-02", 50], ["2026-03-03", 50]) },
      { shares: 2, bars: closes(["2026-03-03", 10], ["2026-03-04", 11]) },
    ]);
    expect(days.map((day) => day.change)).toEqual([null, 0, expect.closeTo(0.1, 12)]);
  });
});

describe("chainDailyChanges", () => {
  it("starts at 100 and moves by each day's change, a day without one keeping the level", () => {
    const line = chainDailyChanges([
      { date: "2026-03-02", change: 0.5 }, // before the range: not taken
      { date: "2026-03-03", change: 0.1 },
      { date: "2026-03-04", change: null },
      { date: "2026-03-05", change: -0.5 },
    ]);
    expect(line).toEqual([
      { date: "2026-03-02", close: 100 },
      { date: "2026-03-03", close: 110 },
      { date: "2026-03-04", close: 110 },
      { date: "2026-03-05", close: 55 },
    ]);
  });

  it("gives a market average whose total change is the constituents' combined value's", () => {
    const constituents = [
      { shares: 3, bars: closes(["2026-03-02", 10], ["2026-03-03", 12], ["2026-03-04", 9]) },
      { shares: 1, bars: closes(["2026-03-02", 40], ["2026-03-03", 41], ["2026-03-04", 44]) },
    ];
    const line = chainDailyChanges(averageDailyChanges(constituents));
    // Combined value: 70 → 77 → 71, so the line goes 100 → 110 → 101.43.
    expect(line.map((point) => point.close)).toEqual([100, 110, expect.closeTo(101.4286, 4)]);
  });
});
