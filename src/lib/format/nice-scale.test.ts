import { describe, expect, it } from "vitest";
import { niceScale, niceSpan } from "@/lib/format/nice-scale";

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

describe("niceSpan", () => {
  it("reaches below zero in the same steps when values go negative, with zero a tick", () => {
    expect(niceSpan(-570, 1_470)).toEqual({
      bottom: -1_000,
      top: 2_000,
      ticks: [-1_000, 0, 1_000, 2_000],
    });
    expect(niceSpan(-1_900, 0)).toEqual({
      bottom: -2_000,
      top: 0,
      ticks: [-2_000, -1_500, -1_000, -500, 0],
    });
  });

  it("is niceScale's axis when nothing is negative", () => {
    expect(niceSpan(0, 183)).toEqual({ bottom: 0, ...niceScale(183) });
  });
});
