import { BollingerBands } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { computeBollinger } from "./compute-bollinger";

const closes = Array.from({ length: 120 }, (_, i) => 30 + 3 * Math.sin(i / 4) + (i % 7) * 0.4);

describe("computeBollinger", () => {
  it("matches technicalindicators' bands at (20, 2)", () => {
    const ours = computeBollinger(closes, 20, 2);
    const theirs = BollingerBands.calculate({ period: 20, stdDev: 2, values: closes });
    expect(ours.slice(0, 19)).toEqual(Array(19).fill(null));
    const points = ours.slice(19);
    expect(points).toHaveLength(theirs.length);
    points.forEach((point, i) => {
      expect(point!.middle).toBeCloseTo(theirs[i]!.middle, 9);
      expect(point!.upper).toBeCloseTo(theirs[i]!.upper, 9);
      expect(point!.lower).toBeCloseTo(theirs[i]!.lower, 9);
    });
  });
});
