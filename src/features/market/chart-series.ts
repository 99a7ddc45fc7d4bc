import type { ChartBar } from "./chart-bar";
import { type ChartSettings, MAX_COMPARES } from "./chart-settings";
import { compareTitle } from "./compare-title";
import { extendedHoursTimes } from "./extended-hours-times";
import { computeBollinger } from "./indicators/compute-bollinger";
import { computeEma } from "./indicators/compute-ema";
import { computeSma } from "./indicators/compute-sma";
import { computeVwap } from "./indicators/compute-vwap";
import { lowerPaneSeries } from "./lower-pane-series";
import { MARKET_AVERAGE } from "./market-average";
import { percentFromFirstCommon } from "./percent-from-first-common";
import { linePoints, type SeriesSpec, type SeriesTone } from "./series-spec";

/** What the chart draws: the series, the panes' names below the price, and whether prices are percentages. */
export type ChartSeries = { series: SeriesSpec[]; panes: string[]; percent: boolean };

/**
 * The series of the chart's settings (docs/product.md#stock-page-chart): candles, the chosen
 * overlays on the price, compared symbols and the market average, and the panes below (lower-pane-series.ts). On the
 * percent scale (chosen, or needed by a comparison) every price is its change from the close at
 * the first bar all symbols share (percent-from-first-common.ts), bars before it left out.
 * Indicators are computed on all the range's bars, so each starts as far in as its length.
 */
export function chartSeries(
  bars: readonly ChartBar[],
  settings: ChartSettings,
  allCompares: readonly { symbol: string; bars: readonly ChartBar[] }[],
  intraday: boolean,
): ChartSeries {
  // A compared symbol without bars in the range (none yet, or no minute bars) cannot set the
  // common start; it is left out rather than leaving the chart empty.
  const compares = allCompares.filter((other) => other.bars.length > 0);
  const percent = settings.scale === "percent" || allCompares.length > 0;
  const normalised = percentFromFirstCommon([bars, ...compares.map((other) => other.bars)]);
  const from = percent ? (normalised[0]?.[0]?.time ?? Number.POSITIVE_INFINITY) : 0;
  const base = bars.find((bar) => bar.time === from)?.close ?? 0;
  const scale = (value: number) => (!percent ? value : base ? (value / base - 1) * 100 : 0);
  const shown = bars.filter((bar) => bar.time >= from);
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
    values: (number | null | undefined)[],
  ) => {
    const points = linePoints(bars, values, scale).filter((point) => point.time >= from);
    series.push({ key, kind: "line", pane: 0, tone, shade, title, points });
  };
  settings.sma.forEach((n, i) => overlay(`sma-${n}`, "sma", i, `SMA ${n}`, computeSma(closes, n)));
  settings.ema.forEach((n, i) => overlay(`ema-${n}`, "ema", i, `EMA ${n}`, computeEma(closes, n)));
  if (settings.bollinger) {
    const bands = computeBollinger(closes, 20, 2);
    overlay(
      "bb-upper",
      "band",
      0,
      "BB upper",
      bands.map((band) => band?.upper),
    );
    overlay(
      "bb-middle",
      "band",
      1,
      "BB 20, 2",
      bands.map((band) => band?.middle),
    );
    overlay(
      "bb-lower",
      "band",
      0,
      "BB lower",
      bands.map((band) => band?.lower),
    );
  }
  if (settings.vwap && intraday) overlay("vwap", "vwap", 0, "VWAP", computeVwap(bars));
  const symbols = compares.filter((other) => other.symbol !== MARKET_AVERAGE);
  compares.forEach((other, i) =>
    series.push({
      key: `compare-${other.symbol}`,
      kind: "line",
      pane: 0,
      tone: "compare",
      // Symbols in the order added; the market average in a colour of its own (chart-colors.ts).
      shade: other.symbol === MARKET_AVERAGE ? MAX_COMPARES : symbols.indexOf(other),
      title: compareTitle(other.symbol),
      points: normalised[i + 1] ?? [],
    }),
  );
  // Extended hours shaded behind the minute bars, as trading charts do.
  if (intraday)
    series.push({
      key: "extended-hours",
      kind: "shade",
      pane: 0,
      times: extendedHoursTimes(shown),
    });
  const lower = lowerPaneSeries(bars, shown, settings);
  return { series: [...series, ...lower.series], panes: lower.panes, percent };
}
