"use client";

import {
  createChart,
  type IChartApi,
  type ISeriesApi,
  PriceScaleMode,
  type SeriesType,
} from "lightweight-charts";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { ChartBar } from "../chart-bar";
import { chartColors } from "../chart-colors";
import { chartKeyStep } from "../chart-key-step";
import type { ChartSeries } from "../chart-series";
import { useDarkTheme } from "../use-dark-theme";
import { syncChartSeries } from "./sync-chart-series";
import { useTapCrosshair } from "./use-tap-crosshair";

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
};

/**
 * The interactive chart (docs/decisions.md#shell: loaded after the first paint, in the SVG
 * poster's box): TradingView's lightweight-charts, zoomed and panned by wheel, drag and pinch (a
 * vertical swipe still scrolls the page), and by keyboard once focused: ←/→ pan, +/− zoom, Home and
 * End go to the start and the end. Series are kept by key and only their data is set again, so a
 * live quote or a new indicator keeps the person's zoom.
 */
export function InteractiveChart({ bars, drawn, intraday, log, onPoint, hintId, view }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const kept = useRef(new Map<string, ISeriesApi<SeriesType>>());
  const fitted = useRef<string | null>(null);
  const [visible, setVisible] = useState("");
  const dark = useDarkTheme();
  const colors = chartColors(dark);

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

  useEffect(() => {
    if (!chart) return;
    const index = new Map(bars.map((bar, i) => [bar.time, i]));
    const move = (param: { time?: unknown }) =>
      onPoint(typeof param.time === "number" ? (index.get(param.time) ?? null) : null);
    chart.subscribeCrosshairMove(move);
    return () => chart.unsubscribeCrosshairMove(move);
  }, [chart, bars, onPoint]);

  useEffect(() => {
    if (!chart) return;
    const scale = chart.timeScale();
    // The bars in view, as "first last" logical indices: what the browser tests read zoom and pan by.
    const follow = (range: { from: number; to: number } | null) =>
      setVisible(range ? `${Math.round(range.from)} ${Math.round(range.to)}` : "");
    scale.subscribeVisibleLogicalRangeChange(follow);
    return () => scale.unsubscribeVisibleLogicalRangeChange(follow);
  }, [chart]);

  const taps = useTapCrosshair(chart, bars, kept, onPoint);

  function onKeyDown(event: KeyboardEvent) {
    const scale = chart?.timeScale();
    const range = scale?.getVisibleLogicalRange();
    const next = range ? chartKeyStep(event.key, range) : null;
    if (!scale || !next) return;
    event.preventDefault();
    if (next === "end") scale.scrollToRealTime();
    else scale.setVisibleLogicalRange(next);
  }

  return (
    <div
      ref={box}
      role="application"
      aria-label="Interactive price chart"
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...taps}
      data-testid="interactive-chart"
      data-bars={bars.length}
      data-series={drawn.series.map((spec) => spec.key).join(" ")}
      data-visible={visible}
      className="focus-visible:ring-brand-500 absolute inset-0 rounded outline-none focus-visible:ring-2"
    />
  );
}
