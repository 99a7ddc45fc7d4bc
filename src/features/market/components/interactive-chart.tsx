"use client";

import {
  createChart,
  type IChartApi,
  type ISeriesApi,
  PriceScaleMode,
  type SeriesType,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { formatPrice } from "@/lib/format/format-market-number";
import type { ChartBar } from "../chart-bar";
import { chartColors } from "../chart-colors";
import type { ChartMarker } from "../chart-marker";
import type { ChartSeries } from "../chart-series";
import { useDarkTheme } from "../use-dark-theme";
import { panZoomByKey } from "./pan-zoom-by-key";
import { syncChartSeries } from "./sync-chart-series";
import { type PricePick, useChartPricePick } from "./use-chart-price-pick";
import { usePriceLines } from "./use-price-lines";
import { useSeriesMarkers } from "./use-series-markers";
import { useTapCrosshair } from "./use-tap-crosshair";
import { useVisibleRange } from "./use-visible-range";

const NO_LEVELS: readonly number[] = []; // one empty list, so no levels never redraw the lines
const NO_MARKERS: readonly ChartMarker[] = [];
type Props = {
  bars: readonly ChartBar[];
  drawn: ChartSeries;
  intraday: boolean;
  log: boolean;
  /** The hovered bar's index in `bars`, null when the crosshair leaves. */
  onPoint: (index: number | null) => void;
  hintId: string;
  /** What the chart shows (range, symbols, scale): when it changes, the view fits all the bars. */
  view: string;
  /** Picking a price level on the chart (the page's alert there); none, no picking. */
  pick?: PricePick;
  /** Levels drawn across the price pane (the page's price alerts). */
  levels?: readonly number[];
  /** Reports, dividends and the reader's calls marked on the candles, in time order. */
  markers?: readonly ChartMarker[];
};

/**
 * The interactive chart (docs/decisions.md#shell: loaded after the first paint, in the SVG
 * poster's box): TradingView's lightweight-charts, zoomed and panned by wheel, drag and pinch (a
 * vertical swipe still scrolls the page), and by keyboard once focused: ←/→ pan, +/− zoom, Home and
 * End go to the start and the end. Series are kept by key and only their data is set again, so a
 * live quote or a new indicator keeps the person's zoom.
 */
export function InteractiveChart(props: Props) {
  const { bars, drawn, intraday, log, onPoint, hintId, view, pick } = props;
  const { levels = NO_LEVELS, markers = NO_MARKERS } = props;
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const kept = useRef(new Map<string, ISeriesApi<SeriesType>>());
  const fitted = useRef<string | null>(null);
  const visible = useVisibleRange(chart);
  const colors = chartColors(useDarkTheme());

  useEffect(() => {
    const made = createChart(box.current!, {
      autoSize: true,
      layout: { background: { color: "transparent" }, attributionLogo: false, fontSize: 11 },
      handleScroll: { vertTouchDrag: false },
      timeScale: { borderVisible: false, rightOffset: 3 },
      rightPriceScale: { borderVisible: false },
      crosshair: { mode: 0 },
    });
    setChart(made);
    const series = kept.current;
    return () => {
      series.clear();
      made.remove();
    };
  }, []);

  useEffect(() => {
    chart?.applyOptions({
      layout: { textColor: colors.text, panes: { separatorColor: colors.grid } },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      timeScale: { timeVisible: intraday, secondsVisible: false },
      rightPriceScale: {
        mode: log && !drawn.percent ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal,
      },
    });
  }, [chart, colors, intraday, log, drawn.percent]);

  useEffect(() => {
    if (!chart) return;
    syncChartSeries(chart, kept.current, drawn, colors);
    chart.panes().forEach((pane, i) => pane.setStretchFactor(i === 0 ? 3 : 1));
    // A new range, symbol set or scale shows all its bars; a live quote or an indicator keeps the zoom.
    if (fitted.current !== view) chart.timeScale().fitContent();
    fitted.current = view;
  }, [chart, drawn, colors, view]);
  usePriceLines(chart, kept, drawn, levels, colors.alert);
  useSeriesMarkers(chart, kept, drawn, markers, colors);

  // The poster's hovered bar does not outlive it: taking its place, this chart has no crosshair
  // yet, so the legend shows the latest bar until the pointer moves here.
  useEffect(() => onPoint(null), [onPoint]);

  useEffect(() => {
    if (!chart) return;
    const index = new Map(bars.map((bar, i) => [bar.time, i]));
    const move = (param: { time?: unknown }) =>
      onPoint(typeof param.time === "number" ? (index.get(param.time) ?? null) : null);
    chart.subscribeCrosshairMove(move);
    return () => chart.unsubscribeCrosshairMove(move);
  }, [chart, bars, onPoint]);

  const taps = useTapCrosshair(chart, bars, kept, onPoint);
  const picking = useChartPricePick(chart, kept, bars, pick);

  return (
    <>
      <div
        ref={box}
        role="application"
        aria-label="Interactive price chart"
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={(event) =>
          (picking.onKey(event) || panZoomByKey(chart, event.key)) && event.preventDefault()
        }
        {...taps}
        data-testid="interactive-chart"
        data-bars={bars.length}
        data-series={drawn.series.map((spec) => spec.key).join(" ")}
        data-compare-last={drawn.series
          .flatMap((spec) =>
            spec.kind === "line" && spec.tone === "compare"
              ? [`${spec.key}=${spec.points.at(-1)?.value.toFixed(2)}`]
              : [],
          )
          .join(" ")}
        data-visible={visible}
        data-levels={levels.join(" ")}
        data-markers={markers.map((marker) => `${marker.time}:${marker.kind}`).join(" ")}
        className={`focus-visible:ring-brand-500 absolute inset-0 rounded outline-none focus-visible:ring-2 ${pick?.armed ? "cursor-crosshair" : ""}`}
      />
      <p aria-live="polite" className="sr-only">
        {picking.level !== null && `Level ${formatPrice(picking.level)}`}
      </p>
    </>
  );
}
