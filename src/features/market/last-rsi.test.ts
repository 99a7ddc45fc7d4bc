import fc from "fast-check";
import { RSI } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { lastRsi } from "./last-rsi";

const prices = fc.array(fc.double({ min: 0.01, max: 100_000, noNaN: true }), { maxLength: 300 });
/** Flat stretches and rises only: the cases where one average is zero. */
const steps = fc.array(fc.constantFrom(100, 100.5, 101, 99.5), { maxLength: 60 });

describe("lastRsi", () => {
  it("is the last value of technicalindicators' RSI for any prices and period", () => {
    fc.assert(
      fc.property(fc.oneof(prices, steps), fc.integer({ min: 1, max: 30 }), (values, period) => {
        const series = RSI.calculate({ period, values: [...values] });
        expect(lastRsi(values, period)).toBe(series.at(-1) ?? null);
      }),
      { numRuns: 500 },
    );
  });

  it("is 100 when the price only rose, 0 when it only fell, null without enough moves", () => {
    expect(lastRsi([1, 2, 3, 4], 3)).toBe(100);
    expect(lastRsi([4, 3, 2, 1], 3)).toBe(0);
    expect(lastRsi([1, 2, 3], 3)).toBeNull();
  });
});
