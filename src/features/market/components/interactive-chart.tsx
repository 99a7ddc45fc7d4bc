"use client";

import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  PriceScaleMode,
  type SeriesType,
  type UTCTimestamp,
} from "lightweight-charts";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { formatDecimal } from "@/lib/format/format-decimal";
import type { ChartBar } from "../chart-bar";
import { type ChartColors, chartColors } from "../chart-colors";
import type { ChartSeries, SeriesSpec } from "../chart-series";
import { useDarkTheme } from "../use-dark-theme";

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

const asTime = (time: number) => time as UTCTimestamp;
const PRICE = { type: "price", precision: 2, minMove: 0.01 } as const;
const PERCENT = {
  type: "custom",
  minMove: 0.01,
  formatter: (value: number) => `${formatDecimal(value, 2, 2)}%`,
} as const;
/** Bars a key press pans by, and the zoom factor of + and −. */
const PAN_SHARE = 0.1;
const ZOOM = 1.25;

function dataOf(spec: SeriesSpec, colors: ChartColors) {
  if (spec.kind === "candles")
    return spec.bars.map(
      (bar): CandlestickData => ({
        time: asTime(bar.time),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
      }),
    );
  if (spec.kind === "histogram")
    return spec.points.map((p) => ({
      time: asTime(p.time),
      value: p.value,
      color: p.up ? colors.gainSoft : colors.lossSoft,
    }));
  return spec.points.map((p) => ({ time: asTime(p.time), value: p.value }));
}

function addSeries(
  chart: IChartApi,
  spec: SeriesSpec,
  colors: ChartColors,
): ISeriesApi<SeriesType> {
  if (spec.kind === "candles")
    return chart.addSeries(
      CandlestickSeries,
      {
        upColor: colors.gain,
        downColor: colors.loss,
        wickUpColor: colors.gain,
        wickDownColor: colors.loss,
        borderVisible: false,
      },
      spec.pane,
    );
  if (spec.kind === "histogram")
    return chart.addSeries(
      HistogramSeries,
      {
        priceFormat: { type: "volume" },
        priceLineVisible: false,
        lastValueVisible: false,
        title: "",
      },
      spec.pane,
    );
  return chart.addSeries(
    LineSeries,
    {
      color: colors.tone(spec.tone, spec.shade),
      lineWidth: spec.tone === "compare" ? 2 : 1,
      priceLineVisible: false,
      lastValueVisible: spec.tone === "compare",
      crosshairMarkerVisible: false,
      title: spec.tone === "compare" ? spec.title : "",
    },
    spec.pane,
  );
}

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
    const series = kept.current;
    const wanted = new Set(drawn.series.map((spec) => spec.key));
    for (const [key, old] of series)
      if (!wanted.has(key)) {
        chart.removeSeries(old);
        series.delete(key);
      }
    for (const spec of drawn.series) {
      let line = series.get(spec.key);
      if (line && line.getPane().paneIndex() !== spec.pane) line.moveToPane(spec.pane);
      if (!line) {
        line = addSeries(chart, spec, colors);
        series.set(spec.key, line);
      }
      if (spec.kind === "line") line.applyOptions({ color: colors.tone(spec.tone, spec.shade) });
      if (spec.kind === "candles")
        line.applyOptions({
          upColor: colors.gain,
          downColor: colors.loss,
          wickUpColor: colors.gain,
          wickDownColor: colors.loss,
        });
      if (spec.pane === 0 && spec.kind !== "histogram")
        line.applyOptions({ priceFormat: drawn.percent ? PERCENT : PRICE });
      line.setData(dataOf(spec, colors));
    }
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

  // A tap shows that bar's crosshair and values, as the poster's does; the library shows it only
  // on a long press, and a sideways drag pans.
  const tap = useRef<{ x: number; y: number } | null>(null);
  function onPointerUp(event: PointerEvent) {
    const start = tap.current;
    tap.current = null;
    if (!chart || event.pointerType === "mouse" || !start) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10) return;
    const box = event.currentTarget.getBoundingClientRect();
    const time = chart.timeScale().coordinateToTime(event.clientX - box.left);
    const candles = kept.current.get("candles");
    const at = bars.findIndex((bar) => bar.time === time);
    if (time === null || !candles || at < 0) return;
    const price = candles.coordinateToPrice(event.clientY - box.top) ?? bars[at]!.close;
    chart.setCrosshairPosition(price, time, candles);
    onPoint(at);
  }

  function onKeyDown(event: KeyboardEvent) {
    const scale = chart?.timeScale();
    const range = scale?.getVisibleLogicalRange();
    if (!scale || !range) return;
    const width = range.to - range.from;
    const step = Math.max(1, Math.round(width * PAN_SHARE));
    const middle = (range.from + range.to) / 2;
    const set = (from: number, to: number) => scale.setVisibleLogicalRange({ from, to });
    const keys: Record<string, () => void> = {
      ArrowLeft: () => set(range.from - step, range.to - step),
      ArrowRight: () => set(range.from + step, range.to + step),
      "+": () => set(middle - width / ZOOM / 2, middle + width / ZOOM / 2),
      "=": () => set(middle - width / ZOOM / 2, middle + width / ZOOM / 2),
      "-": () => set(middle - (width * ZOOM) / 2, middle + (width * ZOOM) / 2),
      Home: () => set(0, width),
      End: () => scale.scrollToRealTime(),
    };
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  }

  return (
    <div
      ref={box}
      role="application"
      aria-label="Interactive price chart"
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        tap.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={onPointerUp}
      data-testid="interactive-chart"
      data-bars={bars.length}
      data-series={drawn.series.map((spec) => spec.key).join(" ")}
      data-visible={visible}
      className="focus-visible:ring-brand-500 absolute inset-0 rounded outline-none focus-visible:ring-2"
    />
  );
}
