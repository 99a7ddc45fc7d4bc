"use client";

import { type IChartApi, type ISeriesApi, LineStyle, type SeriesType } from "lightweight-charts";
import { type RefObject, useEffect } from "react";
import type { ChartSeries } from "../chart-series";

/**
 * Levels drawn across the price pane as dashed lines labelled on the price scale (the page's price
 * alerts on this symbol). Not on a percent scale, where the candles are percentages, not prices.
 * Called after the series are synced, so the candles exist.
 */
export function usePriceLines(
  chart: IChartApi | null,
  kept: RefObject<Map<string, ISeriesApi<SeriesType>>>,
  drawn: ChartSeries,
  levels: readonly number[],
  color: string,
) {
  useEffect(() => {
    const series = kept.current;
    const candles = series.get("candles");
    if (!chart || !candles || drawn.percent || levels.length === 0) return;
    const lines = levels.map((price) =>
      candles.createPriceLine({
        price,
        color,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: "Alert",
      }),
    );
    return () => {
      // Unmounting, the chart and its series are gone already (interactive-chart.tsx).
      if (series.get("candles") !== candles) return;
      for (const line of lines) candles.removePriceLine(line);
    };
  }, [chart, kept, drawn, levels, color]);
}
