"use client";

import {
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  type SeriesMarkerBar,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { type RefObject, useEffect } from "react";
import type { ChartColors } from "../chart-colors";
import type { ChartMarker, ChartMarkerKind } from "../chart-marker";
import type { ChartSeries } from "../chart-series";

type Look = Pick<SeriesMarkerBar<Time>, "shape" | "position" | "text"> & {
  color: (colors: ChartColors) => string;
};

/** How each kind is drawn, as TradingView marks them: a lettered circle under the bar, or an arrow. */
const looks: Record<ChartMarkerKind, Look> = {
  earnings: { shape: "circle", position: "belowBar", text: "E", color: (c) => c.earnings },
  dividend: { shape: "circle", position: "belowBar", text: "D", color: (c) => c.dividend },
  bullish: { shape: "arrowUp", position: "belowBar", text: "", color: (c) => c.gain },
  bearish: { shape: "arrowDown", position: "aboveBar", text: "", color: (c) => c.loss },
  call: { shape: "circle", position: "aboveBar", text: "", color: (c) => c.call },
};

/**
 * The chart's markers (docs/product.md#stock-page-chart, "Markers") on the candles: they sit on
 * bars, so the percent scale has them too. Called after the series are synced, so the candles
 * exist; drawn again when the bars, the markers or the theme change.
 */
export function useSeriesMarkers(
  chart: IChartApi | null,
  kept: RefObject<Map<string, ISeriesApi<SeriesType>>>,
  drawn: ChartSeries,
  markers: readonly ChartMarker[],
  colors: ChartColors,
) {
  useEffect(() => {
    const series = kept.current;
    const candles = series.get("candles");
    if (!chart || !candles || markers.length === 0) return;
    const plugin = createSeriesMarkers(
      candles,
      markers.map(({ time, kind }): SeriesMarkerBar<Time> => {
        const { color, ...look } = looks[kind];
        return { time: time as UTCTimestamp, ...look, color: color(colors) };
      }),
    );
    return () => {
      // Unmounting, the chart and its series are gone already (interactive-chart.tsx).
      if (series.get("candles") === candles) plugin.detach();
    };
  }, [chart, kept, drawn, markers, colors]);
}
