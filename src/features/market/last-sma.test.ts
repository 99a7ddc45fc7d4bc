import fc from "fast-check";
import { SMA } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { lastSma } from "./last-sma";

const prices = fc.array(fc.double({ min: 0.01, max: 100_000, noNaN: true }), { maxLength: 300 });

describe("lastSma", () => {
  it("is the last value of technicalindicators' SMA, to the bit, for any prices and period", () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 220 }), (values, period) => {
        const series = SMA.calculate({ period, values: [...values] });
        expect(lastSma(values, period)).toBe(series.at(-1) ?? null);
      }),
      { numRuns: 500 },
    );
  });

  it("is null with fewer values than the period", () => {
    expect(lastSma([1, 2], 3)).toBeNull();
    expect(lastSma([1, 2, 3], 3)).toBe(2);
  });
});
