import { RSI } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { computeRsi } from "./compute-rsi";

const closes = Array.from(
  { length: 200 },
  (_, i) => 80 + 6 * Math.sin(i / 6) + ((i * 7) % 11) * 0.3,
);

describe("computeRsi", () => {
  it.each([5, 14, 21])("matches technicalindicators' RSI over %i changes", (length) => {
    const ours = computeRsi(closes, length);
    const theirs = RSI.calculate({ period: length, values: closes });
    expect(ours.slice(0, length).every((value) => value === null)).toBe(true);
    const values = ours.slice(length) as number[];
    expect(values).toHaveLength(theirs.length);
    // technicalindicators rounds its RSI to two decimals.
    values.forEach((value, i) => expect(value).toBeCloseTo(theirs[i]!, 1));
  });

  it("is 100 when nothing fell", () => {
    expect(computeRsi([1, 2, 3, 4], 3).at(-1)).toBe(100);
  });
});
