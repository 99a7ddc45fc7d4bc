import { useEffect, type RefObject } from "react";
import { formatBarDate, formatTickMark, type TickMarkUnit } from "../format-bar-date";
import type { DailyBar } from "../simulate-daily-bars";
import { useDarkTheme } from "./use-dark-theme";

/** `#rrggbb` at `alpha`, for volume bars quieter than the candles. */
function translucent(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The app's gain and loss colours (src/app/globals.css, per theme) and the chart's greys. */
function chartColours(dark: boolean) {
  const style = getComputedStyle(document.documentElement);
  const up = style.getPropertyValue("--color-gain").trim() || (dark ? "#34d399" : "#047857");
  const down = style.getPropertyValue("--color-loss").trim() || (dark ? "#f87171" : "#dc2626");
  return { up, down, text: dark ? "#cbd5e1" : "#334155", grid: dark ? "#1e293b" : "#f1f5f9" };
}

/**
 * How many bars the time scale shows at least half of, for the browser tests (the range must
 * survive a resize). Bar `i` spans logical `i − 0.5` to `i + 0.5`.
 */
function visibleBars(range: { from: number; to: number } | null, total: number): number {
  if (!range) return 0;
  return Math.max(0, Math.min(total - 1, Math.floor(range.to + 0.5)) - Math.max(0, Math.ceil(range.from - 0.5)) + 1);
}

/**
 * Draws `bars` as candles with volume in its own pane below (so the two never overlap) into
 * `container`, always showing the whole range: no scrolling or zooming, and fitted again on every
 * resize. lightweight-charts is imported here, after first paint, so it is not in the page's
 * first-load JavaScript. `onPoint` gets the index of the bar under the crosshair (a hover, a tap,
 * or a long press on a phone), or null when the pointer leaves.
 * @see https://tradingview.github.io/lightweight-charts/docs/panes
 */
export function useCandlestickChart(container: RefObject<HTMLDivElement | null>, bars: DailyBar[] | undefined, onPoint: (index: number | null) => void): void {
  const dark = useDarkTheme();
  useEffect(() => {
    const element = container.current;
    if (!element || !bars || bars.length === 0) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import("lightweight-charts").then(({ createChart, CandlestickSeries, HistogramSeries, TickMarkType }) => {
      if (cancelled) return;
      const colours = chartColours(dark);
      // The library writes each axis label with its own toLocaleString, per label and per paint: on a
      // phone that was the largest part of the chart's first paint (docs/decisions.md#shell). Daily
      // bars only ever get year, month and day labels; a time is the bar's "2020-11-06".
      const tickUnits: Partial<Record<number, TickMarkUnit>> = { [TickMarkType.Year]: "year", [TickMarkType.Month]: "month", [TickMarkType.DayOfMonth]: "day" };
      const tickMarkFormatter = (time: unknown, type: number) => {
        const unit = tickUnits[type];
        return unit ? formatTickMark(String(time), unit) : null;
      };
      const chart = createChart(element, {
        width: element.clientWidth,
        height: element.clientHeight,
        layout: { background: { color: "transparent" }, textColor: colours.text, attributionLogo: false, panes: { separatorColor: colours.grid } },
        grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
        localization: { locale: "en-US", timeFormatter: (time: unknown) => formatBarDate(String(time)) },
        rightPriceScale: { borderVisible: false },
        timeScale: { borderVisible: false, tickMarkFormatter },
        handleScroll: false,
        handleScale: false,
      });
      const candles = chart.addSeries(CandlestickSeries, { upColor: colours.up, downColor: colours.down, wickUpColor: colours.up, wickDownColor: colours.down, borderVisible: false });
      candles.priceScale().applyOptions({ scaleMargins: { top: 0.25, bottom: 0.05 } }); // room for the legend above the candles
      candles.setData(bars.map(({ date, open, high, low, close }) => ({ time: date, open, high, low, close })));
      const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: "volume" }, priceLineVisible: false, lastValueVisible: false }, 1);
      volume.setData(bars.map((bar) => ({ time: bar.date, value: bar.volume, color: translucent(bar.close >= bar.open ? colours.up : colours.down, 0.5) })));
      chart.panes()[0]?.setStretchFactor(3);
      chart.panes()[1]?.setStretchFactor(1);

      const timeScale = chart.timeScale();
      timeScale.subscribeVisibleLogicalRangeChange((range) => void (element.dataset.visibleBars = String(visibleBars(range, bars.length))));
      timeScale.fitContent();
      const resize = new ResizeObserver(() => {
        chart.resize(element.clientWidth, element.clientHeight);
        timeScale.fitContent();
      });
      resize.observe(element);
      const point = (param: { logical?: number; point?: unknown }) => onPoint(param.point && param.logical !== undefined && param.logical >= 0 && param.logical < bars.length ? Math.round(param.logical) : null);
      chart.subscribeCrosshairMove(point);
      chart.subscribeClick(point);
      element.dataset.bars = String(bars.length);
      dispose = () => {
        resize.disconnect();
        chart.remove();
      };
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [container, bars, dark, onPoint]);
}
