import { describe, expect, it } from "vitest";
import { computeTechnicals } from "./compute-technicals";
import { type DailyBar, simulateDailyBars } from "./simulate-daily-bars";

const END = new Date("2021-02-26T21:00:00Z"); // the snapshot's close

describe("simulated daily bars", () => {
  it("are deterministic per symbol and end at the snapshot's price", () => {
    const apple = {
      symbol: "AAPL",
      lastPrice: 121.26,
      changePct: -3.48,
      marketCap: 2.0e12,
      volume: 164_000_000,
    };
    const a = simulateDailyBars(apple, END);
    expect(simulateDailyBars(apple, END)).toEqual(a);
    expect(simulateDailyBars({ ...apple, symbol: "MSFT" }, END)).not.toEqual(a);
    // Five years for the chart end with the very year the technicals were computed from.
    expect(simulateDailyBars(apple, END, 1_260).slice(-260)).toEqual(a);
    expect(a).toHaveLength(260);
    expect(a.at(-1)).toMatchObject({ date: "2021-02-26", close: 121.26, volume: 164_000_000 }); // the snapshot day is the snapshot
    for (const bar of a) {
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(new Date(`${bar.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });
});

describe("technicals", () => {
  // A straight line up by 1 a day: every figure has a known answer.
  const bars: DailyBar[] = Array.from({ length: 260 }, (_, i) => {
    const close = 100 + i;
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      open: close - 1,
      high: close,
      low: close - 1,
      close,
      volume: i === 259 ? 3_000 : 1_000,
    };
  });
  const t = computeTechnicals(bars);

  it("computes performance windows from sessions back", () => {
    expect(t.perf1w).toBeCloseTo(((359 - 354) / 354) * 100, 2);
    expect(t.perf1m).toBeCloseTo(((359 - 338) / 338) * 100, 2);
    expect(t.perf1y).toBeCloseTo(((359 - 107) / 107) * 100, 2);
  });
  it("computes moving averages, RSI and the 52-week range", () => {
    expect(t.sma20).toBeCloseTo(349.5, 2);
    expect(t.sma200).toBeCloseTo(259.5, 2);
    expect(t.rsi14).toBe(100); // only gains
    expect(t.high52w).toBe(359);
    expect(t.fromHigh52w).toBe(0);
    expect(t.fromLow52w).toBeCloseTo(((359 - 107) / 107) * 100, 2);
  });
  it("computes average and relative volume", () => {
    expect(t.relVolume).toBeCloseTo(3_000 / ((62 * 1_000 + 3_000) / 63), 2);
  });
  it("keeps the month's closes, the last 21 sessions oldest first, to a quote's precision", () => {
    expect(t.monthCloses).toBe(Array.from({ length: 21 }, (_, i) => 339 + i).join(","));
    // A live provider's cents through a 32-bit float: 100.1 arrives as 100.0999984741211.
    const float32 = bars.slice(-2).map((bar, i) => ({ ...bar, close: Math.fround(100.1 + i) }));
    expect(computeTechnicals(float32).monthCloses).toBe("100.1,101.1");
  });
  it("leaves what needs more history empty", () => {
    expect(computeTechnicals([]).monthCloses).toBeNull();
    expect(computeTechnicals(bars.slice(-30)).sma200).toBeNull();
    expect(computeTechnicals([]).rsi14).toBeNull();
  });
});
