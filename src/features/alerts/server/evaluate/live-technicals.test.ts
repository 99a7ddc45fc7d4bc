import { describe, expect, it } from "vitest";
import { lastRsi } from "@/features/market";
import { liveRsi, liveSma } from "./live-technicals";

const closes = Array.from({ length: 21 }, (_, i) => 100 + (i % 5) - 2 + i * 0.1);
const facts = {
  high52w: null,
  low52w: null,
  avgVolume: null,
  sma20: 1,
  sma50: 50,
  sma200: 200,
  closes,
};

describe("live technicals (docs/alerts.md#evaluation)", () => {
  it("puts the live price in as today's close for SMA 20, and uses the stored longer averages", () => {
    const expected = [...closes.slice(-19), 120].reduce((sum, close) => sum + close, 0) / 20;
    expect(liveSma(facts, 20, 120)).toBeCloseTo(expected, 10);
    expect(liveSma(facts, 50, 120)).toBe(50);
    expect(liveSma(facts, 200, 120)).toBe(200);
  });

  it("computes RSI 14 over the stored closes and the live price", () => {
    expect(liveRsi(facts, 130)).toBe(lastRsi([...closes, 130], 14));
    expect(liveRsi({ ...facts, closes: [] }, 130)).toBeNull();
  });
});
