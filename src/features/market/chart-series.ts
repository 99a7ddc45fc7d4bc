import type { ChartBar } from "./chart-bar";
import type { ChartSettings } from "./chart-settings";
import { computeBollinger } from "./indicators/compute-bollinger";
import { computeEma } from "./indicators/compute-ema";
import { computeMacd } from "./indicators/compute-macd";
import { computeRsi } from "./indicators/compute-rsi";
import { computeSma } from "./indicators/compute-sma";
import { computeVwap } from "./indicators/compute-vwap";
import { percentFromFirstCommon } from "./percent-from-first-common";

type Point = { time: number; value: number };
/** Which of the chart's colours a line takes (interactive-chart.tsx maps them to the theme's). */
export type SeriesTone = "sma" | "ema" | "band" | "vwap" | "signal" | "compare" | "neutral";
export type SeriesSpec =
  | { key: string; kind: "candles"; pane: number; bars: readonly ChartBar[] }
  | {
      key: string;
      kind: "line";
      pane: number;
      tone: SeriesTone;
      shade: number;
      title: string;
      points: Point[];
    }
  | {
      key: string;
      kind: "histogram";
      pane: number;
      title: string;
      points: (Point & { up: boolean })[];
    };

/** What the chart draws: the series, and the panes' names below the price (volume, RSI, MACD). */
export type ChartSeries = { series: SeriesSpec[]; panes: string[]; percent: boolean };

const pointsOf = (
  bars: readonly ChartBar[],
  values: readonly (number | null)[],
  scale: (v: number) => number,
) =>
  bars.flatMap((bar, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ time: bar.time, value: scale(value) }];
  });

/**
 * The series of the chart's settings (docs/product.md#stock-page-chart): candles, the chosen
 * overlays on the price, compared symbols, and volume, RSI and MACD each in a pane of its own.
 * On the percent scale (chosen, or forced by a comparison) every price is its change from the
 * close at the first bar all symbols share (percent-from-first-common.ts). Indicators are computed
 * on all the range's bars, so their first values are as far in as their length.
 */
export function chartSeries(
  bars: readonly ChartBar[],
  settings: ChartSettings,
  compares: readonly { symbol: string; bars: readonly ChartBar[] }[],
  intraday: boolean,
): ChartSeries {
  const percent = settings.scale === "percent" || compares.length > 0;
  const normalised = percentFromFirstCommon([bars, ...compares.map((other) => other.bars)]);
  const from = normalised[0]?.[0]?.time ?? Number.POSITIVE_INFINITY;
  const base = bars.find((bar) => bar.time === from)?.close ?? 0;
  const scale = percent
    ? (value: number) => (base ? (value / base - 1) * 100 : 0)
    : (v: number) => v;
  const shown = percent ? bars.filter((bar) => bar.time >= from) : bars;
  const closes = bars.map((bar) => bar.close);
  const series: SeriesSpec[] = [
    {
      key: "candles",
      kind: "candles",
      pane: 0,
      bars: percent
        ? shown.map((bar) => ({
            ...bar,
            open: scale(bar.open),
            high: scale(bar.high),
            low: scale(bar.low),
            close: scale(bar.close),
          }))
        : shown,
    },
  ];
  const overlay = (
    key: string,
    tone: SeriesTone,
    shade: number,
    title: string,
    values: (number | null)[],
  ) =>
    series.push({
      key,
      kind: "line",
      pane: 0,
      tone,
      shade,
      title,
      points: pointsOf(bars, values, scale).filter((p) => p.time >= (percent ? from : 0)),
    });
  settings.sma.forEach((length, i) =>
    overlay(`sma-${length}`, "sma", i, `SMA ${length}`, computeSma(closes, length)),
  );
  settings.ema.forEach((length, i) =>
    overlay(`ema-${length}`, "ema", i, `EMA ${length}`, computeEma(closes, length)),
  );
  if (settings.bollinger) {
    const bands = computeBollinger(closes, 20, 2);
    overlay(
      "bb-upper",
      "band",
      0,
      "BB upper",
      bands.map((b) => b?.upper ?? null),
    );
    overlay(
      "bb-middle",
      "band",
      1,
      "BB 20, 2",
      bands.map((b) => b?.middle ?? null),
    );
    overlay(
      "bb-lower",
      "band",
      0,
      "BB lower",
      bands.map((b) => b?.lower ?? null),
    );
  }
  if (settings.vwap && intraday) overlay("vwap", "vwap", 0, "VWAP", computeVwap(bars));
  compares.forEach((other, i) =>
    series.push({
      key: `compare-${other.symbol}`,
      kind: "line",
      pane: 0,
      tone: "compare",
      shade: i,
      title: other.symbol,
      points: normalised[i + 1] ?? [],
    }),
  );
  const panes: string[] = [];
  const pane = (name: string) => panes.push(name);
  if (settings.volume) {
    pane("Volume");
    series.push({
      key: "volume",
      kind: "histogram",
      pane: panes.length,
      title: "Volume",
      points: shown.map((bar) => ({
        time: bar.time,
        value: bar.volume,
        up: bar.close >= bar.open,
      })),
    });
  }
  if (settings.rsi) {
    pane("RSI 14");
    series.push({
      key: "rsi",
      kind: "line",
      pane: panes.length,
      tone: "neutral",
      shade: 0,
      title: "RSI 14",
      points: pointsOf(bars, computeRsi(closes, 14), (v) => v),
    });
  }
  if (settings.macd) {
    pane("MACD 12, 26, 9");
    const macd = computeMacd(closes, 12, 26, 9);
    const at = panes.length;
    series.push({
      key: "macd-histogram",
      kind: "histogram",
      pane: at,
      title: "Histogram",
      points: bars.flatMap((bar, i) => {
        const h = macd[i]?.histogram;
        return h === null || h === undefined ? [] : [{ time: bar.time, value: h, up: h >= 0 }];
      }),
    });
    series.push({
      key: "macd",
      kind: "line",
      pane: at,
      tone: "neutral",
      shade: 0,
      title: "MACD",
      points: pointsOf(
        bars,
        macd.map((m) => m?.macd ?? null),
        (v) => v,
      ),
    });
    series.push({
      key: "macd-signal",
      kind: "line",
      pane: at,
      tone: "signal",
      shade: 0,
      title: "Signal",
      points: pointsOf(
        bars,
        macd.map((m) => m?.signal ?? null),
        (v) => v,
      ),
    });
  }
  return { series, panes, percent };
}
