import type { ChartBar } from "./chart-bar";
import type { ChartSettings } from "./chart-settings";
import { computeMacd } from "./indicators/compute-macd";
import { computeRsi } from "./indicators/compute-rsi";
import { linePoints, type SeriesSpec } from "./series-spec";

/**
 * The panes under the price (docs/product.md#stock-page-chart), in this order when chosen:
 * volume (of the bars shown), RSI (14) and MACD (12, 26, 9) with its signal and histogram, each
 * computed on all the range's bars. Their names, and their series numbered from pane 1.
 */
export function lowerPaneSeries(
  bars: readonly ChartBar[],
  shown: readonly ChartBar[],
  settings: Pick<ChartSettings, "volume" | "rsi" | "macd">,
): { panes: string[]; series: SeriesSpec[] } {
  const panes: string[] = [];
  const series: SeriesSpec[] = [];
  const closes = bars.map((bar) => bar.close);
  if (settings.volume) {
    panes.push("Volume");
    series.push({
      key: "volume",
      kind: "histogram",
      pane: panes.length,
      points: shown.map((bar) => ({
        time: bar.time,
        value: bar.volume,
        up: bar.close >= bar.open,
      })),
    });
  }
  if (settings.rsi) {
    panes.push("RSI 14");
    const points = linePoints(bars, computeRsi(closes, 14));
    series.push({
      key: "rsi",
      kind: "line",
      pane: panes.length,
      tone: "neutral",
      shade: 0,
      title: "RSI 14",
      points,
    });
  }
  if (settings.macd) {
    panes.push("MACD 12, 26, 9");
    const pane = panes.length;
    const macd = computeMacd(closes, 12, 26, 9);
    series.push(
      {
        key: "macd-histogram",
        kind: "histogram",
        pane,
        points: linePoints(
          bars,
          macd.map((m) => m?.histogram),
        ).map((p) => ({ ...p, up: p.value >= 0 })),
      },
      {
        key: "macd",
        kind: "line",
        pane,
        tone: "neutral",
        shade: 0,
        title: "MACD",
        points: linePoints(
          bars,
          macd.map((m) => m?.macd),
        ),
      },
      {
        key: "macd-signal",
        kind: "line",
        pane,
        tone: "signal",
        shade: 0,
        title: "Signal",
        points: linePoints(
          bars,
          macd.map((m) => m?.signal),
        ),
      },
    );
  }
  return { panes, series };
}
