import { describe, expect, it } from "vitest";
import { candleGeometry } from "./candle-geometry";
import type { DailyBar } from "./simulate-daily-bars";

const bar = (open: number, high: number, low: number, close: number, volume = 1_000): DailyBar => ({
  date: "2021-02-26",
  open,
  high,
  low,
  close,
  volume,
});

describe("candleGeometry", () => {
  it("places the highest high under the legend's margin and the lowest low just above the pane's foot", () => {
    const geometry = candleGeometry([bar(100, 110, 90, 105), bar(105, 120, 95, 98)]);
    expect(geometry.priceY(120)).toBeCloseTo(25);
    expect(geometry.priceY(90)).toBeCloseTo(95);
    expect(geometry.priceY(geometry.priceTop)).toBeCloseTo(0);
    expect(geometry.priceY(geometry.priceBottom)).toBeCloseTo(100);
  });

  it("draws a rising session's wick and body in its own slot, a falling one's in the other path", () => {
    const geometry = candleGeometry([bar(100, 110, 90, 105), bar(105, 120, 95, 98)]);
    expect(geometry.count).toBe(2);
    const [top, bottom] = geometry.rising.wicks
      .match(/^M0\.5 ([\d.]+)V([\d.]+)$/)!
      .slice(1)
      .map(Number);
    expect([top, bottom]).toEqual([
      Math.round(geometry.priceY(110) * 100) / 100,
      Math.round(geometry.priceY(90) * 100) / 100,
    ]);
    expect(geometry.rising.bodies.startsWith("M0.15 ")).toBe(true);
    expect(geometry.falling.wicks.startsWith("M1.5 25V")).toBe(true);
    expect(geometry.falling.bodies.startsWith("M1.15 ")).toBe(true);
  });

  it("gives the largest volume 90% of its pane and draws no bar for a session without volume", () => {
    const geometry = candleGeometry([bar(1, 2, 1, 2, 900), bar(2, 2, 1, 1, 0)]);
    expect(geometry.rising.volume).toBe("M0.15 100V10h0.7V100z");
    expect(geometry.falling.volume).toBe("");
  });

  it("keeps a visible body for a session that closed where it opened, and a scale for a flat range", () => {
    const geometry = candleGeometry([bar(50, 50, 50, 50)]);
    expect(Number.isFinite(geometry.priceTop) && geometry.priceTop > geometry.priceBottom).toBe(
      true,
    );
    expect(geometry.rising.bodies).toMatch(/v0\.4h/);
  });

  it("draws nothing, with a usable scale, for no sessions", () => {
    const geometry = candleGeometry([]);
    expect(geometry.rising.bodies + geometry.falling.bodies).toBe("");
    expect(geometry.priceTop).toBeGreaterThan(geometry.priceBottom);
  });
});
