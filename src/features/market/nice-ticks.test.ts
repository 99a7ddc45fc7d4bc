import { describe, expect, it } from "vitest";
import { niceTicks } from "./nice-ticks";

describe("niceTicks", () => {
  it("labels a stock's range with round prices inside it", () => {
    expect(niceTicks(94.11, 136.66, 4)).toEqual({ values: [100, 110, 120, 130], decimals: 0 });
    expect(niceTicks(2885.35, 3601.13, 4)).toEqual({
      values: [3000, 3200, 3400, 3600],
      decimals: 0,
    });
  });

  it("gives a cheap stock the fraction digits its step needs", () => {
    expect(niceTicks(1.02, 1.97, 4)).toEqual({ values: [1.2, 1.4, 1.6, 1.8], decimals: 1 });
    expect(niceTicks(1, 2.1, 4)).toEqual({ values: [1, 1.25, 1.5, 1.75, 2], decimals: 2 });
    expect(niceTicks(0.031, 0.049, 4)).toEqual({ values: [0.035, 0.04, 0.045], decimals: 3 });
  });

  it("keeps a value that lies on the range's edge, without floating-point dust", () => {
    const { values } = niceTicks(0.1, 0.7, 6);
    expect(values).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it("gives nothing for an empty or invalid range", () => {
    expect(niceTicks(5, 5, 4).values).toEqual([]);
    expect(niceTicks(6, 5, 4).values).toEqual([]);
    expect(niceTicks(Number.NaN, 5, 4).values).toEqual([]);
    expect(niceTicks(0, 5, 0).values).toEqual([]);
  });

  it("stays near the asked count over many ranges", () => {
    for (let low = 0.5; low < 5_000; low *= 1.7) {
      for (const spread of [0.01, 0.2, 1, 3]) {
        const count = niceTicks(low, low * (1 + spread), 4).values.length;
        expect(count, `${low} × ${1 + spread}`).toBeGreaterThanOrEqual(2);
        expect(count, `${low} × ${1 + spread}`).toBeLessThanOrEqual(6);
      }
    }
  });
});
