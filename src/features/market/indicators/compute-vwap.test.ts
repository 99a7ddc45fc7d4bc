import { VWAP } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { computeVwap } from "./compute-vwap";

function session(date: string, count: number, base: number) {
  return Array.from({ length: count }, (_, i) => {
    const close = base + Math.sin(i / 3) * 2 + (i % 5) * 0.1;
    return { date, high: close + 0.4, low: close - 0.3, close, volume: 1_000 + ((i * 37) % 400) };
  });
}

describe("computeVwap", () => {
  it("matches technicalindicators' VWAP within a session", () => {
    const bars = session("2026-11-27", 60, 200);
    const theirs = VWAP.calculate({
      high: bars.map((bar) => bar.high),
      low: bars.map((bar) => bar.low),
      close: bars.map((bar) => bar.close),
      volume: bars.map((bar) => bar.volume),
    });
    const ours = computeVwap(bars);
    expect(ours).toHaveLength(theirs.length);
    ours.forEach((value, i) => expect(value).toBeCloseTo(theirs[i]!, 9));
  });

  it("starts again each New York day", () => {
    const second = session("2026-11-28", 30, 150);
    const ours = computeVwap([...session("2026-11-27", 30, 200), ...second]);
    expect(ours.slice(30)).toEqual(computeVwap(second));
  });

  it("is null before any volume", () => {
    expect(computeVwap([{ date: "2026-11-27", high: 2, low: 1, close: 1.5, volume: 0 }])).toEqual([
      null,
    ]);
  });
});
