import { describe, expect, it } from "vitest";
import type { DailyBar } from "./simulate-daily-bars";
import { summarizeBars } from "./summarize-bars";

const bar = (date: string, close: number, high = close + 1, low = close - 1): DailyBar => ({
  date,
  open: close,
  high,
  low,
  close,
  volume: 1_000,
});

describe("a chart's summary", () => {
  it("gives the range, the change from the first close to the last, and the extremes in between", () => {
    const summary = summarizeBars([
      bar("2020-08-31", 125),
      bar("2020-09-01", 140, 150, 120),
      bar("2020-09-02", 100, 101, 90),
    ]);
    expect(summary).toMatchObject({
      from: "2020-08-31",
      to: "2020-09-02",
      change: -25,
      high: 150,
      low: 90,
    });
    expect(summary!.changePct).toBeCloseTo(-20, 10);
  });

  it("has nothing to say about an empty chart", () => {
    expect(summarizeBars([])).toBeNull();
  });
});
