import { EMA } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { computeEma } from "./compute-ema";

const closes = Array.from({ length: 260 }, (_, i) => 50 + i * 0.1 + 5 * Math.cos(i / 5) - (i % 3));

describe("computeEma", () => {
  it.each([2, 12, 26, 50, 200])("matches technicalindicators' EMA over %i points", (length) => {
    const ours = computeEma(closes, length);
    const theirs = EMA.calculate({ period: length, values: closes });
    expect(ours.slice(0, length - 1).every((value) => value === null)).toBe(true);
    const values = ours.slice(length - 1) as number[];
    expect(values).toHaveLength(theirs.length);
    values.forEach((value, i) => expect(value).toBeCloseTo(theirs[i]!, 9));
  });
});
