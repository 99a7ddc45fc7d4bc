import { describe, expect, it } from "vitest";
import { chartSeries } from "./chart-series";
import { DEFAULT_CHART_SETTINGS, MAX_COMPARES } from "./chart-settings";
import { dailyChartBars } from "./daily-chart-bars";
import { MARKET_AVERAGE } from "./market-average";

const days = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];
const barsOf = (closes: number[], from = 0) =>
  dailyChartBars(
    closes.map((close, i) => ({
      date: days[i + from]!,
      open: close,
      high: close + 1,
      low: close - 1,
      close,
      volume: 100,
    })),
  );
const apple = barsOf([100, 110, 120, 130, 140]);

describe("chartSeries", () => {
  it("draws candles, the chosen averages and the panes below in order", () => {
    const drawn = chartSeries(
      apple,
      { ...DEFAULT_CHART_SETTINGS, sma: [2], rsi: true, macd: true },
      [],
      false,
    );
    expect(drawn.series.map((spec) => `${spec.key}@${spec.pane}`)).toEqual([
      "candles@0",
      "sma-2@0",
      "volume@1",
      "rsi@2",
      "macd-histogram@3",
      "macd@3",
      "macd-signal@3",
    ]);
    expect(drawn.panes).toEqual(["Volume", "RSI 14", "MACD 12, 26, 9"]);
    expect(drawn.percent).toBe(false);
  });

  it("compares on the percent scale from the first bar both symbols have", () => {
    const younger = barsOf([50, 55, 60], 2); // from the 25th
    const drawn = chartSeries(
      apple,
      DEFAULT_CHART_SETTINGS,
      [{ symbol: "NEW", bars: younger }],
      false,
    );
    expect(drawn.percent).toBe(true);
    const [candles] = drawn.series;
    const compare = drawn.series.find((spec) => spec.key === "compare-NEW");
    if (candles?.kind !== "candles" || compare?.kind !== "line")
      throw new Error("unexpected series");
    expect(candles.bars.map((bar) => bar.close)).toEqual([
      0,
      expect.closeTo(8.333, 3),
      expect.closeTo(16.667, 3),
    ]);
    expect(compare.points.map((point) => point.value)).toEqual([
      0,
      expect.closeTo(10, 9),
      expect.closeTo(20, 9),
    ]);
  });

  it("names the market average and gives it its own colour, after the symbols'", () => {
    const drawn = chartSeries(
      apple,
      DEFAULT_CHART_SETTINGS,
      [
        { symbol: MARKET_AVERAGE, bars: barsOf([100, 101, 102, 103, 104]) },
        { symbol: "MSFT", bars: barsOf([10, 11, 12, 13, 14]) },
      ],
      false,
    );
    const lines = drawn.series.flatMap((spec) =>
      spec.kind === "line" ? [[spec.key, spec.title, spec.shade]] : [],
    );
    expect(lines).toEqual([
      ["compare-@market", "Market average", MAX_COMPARES],
      ["compare-MSFT", "MSFT", 0],
    ]);
  });

  it("leaves out a compared symbol without bars rather than emptying the chart", () => {
    const drawn = chartSeries(apple, DEFAULT_CHART_SETTINGS, [{ symbol: "NONE", bars: [] }], false);
    const [candles] = drawn.series;
    expect(candles?.kind === "candles" && candles.bars).toHaveLength(5);
    expect(drawn.series.some((spec) => spec.key === "compare-NONE")).toBe(false);
  });

  it("draws VWAP and the extended hours' shade on intraday ranges only", () => {
    const settings = { ...DEFAULT_CHART_SETTINGS, vwap: true };
    const keys = (intraday: boolean) =>
      chartSeries(apple, settings, [], intraday).series.map((spec) => spec.key);
    expect(keys(false)).not.toContain("vwap");
    expect(keys(false)).not.toContain("extended-hours");
    expect(keys(true)).toEqual(expect.arrayContaining(["vwap", "extended-hours"]));
  });
});
