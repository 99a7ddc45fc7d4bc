import { SMA } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { computeSma } from "./compute-sma";

// A fixed, jagged series: a drift, a wave and a saw, so every window differs.
const closes = Array.from({ length: 260 }, (_, i) => 100 + i * 0.3 + 8 * Math.sin(i / 7) + (i % 5));

describe("computeSma", () => {
  it.each([1, 20, 50, 200])("matches technicalindicators' SMA over %i points", (length) => {
    const ours = computeSma(closes, length);
    const theirs = SMA.calculate({ period: length, values: closes });
    expect(ours.slice(0, length - 1).every((value) => value === null)).toBe(true);
    const values = ours.slice(length - 1) as number[];
    expect(values).toHaveLength(theirs.length);
    values.forEach((value, i) => expect(value).toBeCloseTo(theirs[i]!, 9));
  });

  it("is all null when the series is shorter than the window", () => {
    expect(computeSma([1, 2, 3], 5)).toEqual([null, null, null]);
  });
});
