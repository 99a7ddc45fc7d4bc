import { MACD } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { computeMacd } from "./compute-macd";

const closes = Array.from({ length: 220 }, (_, i) => 120 + i * 0.2 + 9 * Math.sin(i / 9) + (i % 4));

describe("computeMacd", () => {
  it("matches technicalindicators' MACD (12, 26, 9) with exponential averages", () => {
    const ours = computeMacd(closes, 12, 26, 9);
    const theirs = MACD.calculate({
      values: closes,
      fastPeriod: 12,
      slowPeriod: 26,
      signalPeriod: 9,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
    });
    expect(ours.slice(0, 25)).toEqual(Array(25).fill(null));
    const points = ours.slice(25);
    expect(points).toHaveLength(theirs.length);
    points.forEach((point, i) => {
      const expected = theirs[i]!;
      expect(point!.macd).toBeCloseTo(expected.MACD!, 9);
      if (expected.signal === undefined) expect(point!.signal).toBeNull();
      else {
        expect(point!.signal).toBeCloseTo(expected.signal, 9);
        expect(point!.histogram).toBeCloseTo(expected.histogram!, 9);
      }
    });
  });
});
