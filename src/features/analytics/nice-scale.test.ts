import { describe, expect, it } from "vitest";
import { niceScale } from "./nice-scale";

describe("niceScale", () => {
  it("rounds the top up to a readable step", () => {
    expect(niceScale(183)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(12_400)).toEqual({ top: 15_000, ticks: [0, 5_000, 10_000, 15_000] });
  });

  it("keeps whole-number steps for counts, and an axis for an empty chart", () => {
    expect(niceScale(3).ticks).toEqual([0, 1, 2, 3]);
    expect(niceScale(9).ticks.every(Number.isInteger)).toBe(true);
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});
