import type { DailyBar } from "./simulate-daily-bars";

/** Share of the price pane kept empty above the highest high (the legend lies there) and below the lowest low. */
const TOP_MARGIN = 25;
const BOTTOM_MARGIN = 5;
/** Share of the volume pane kept above the largest volume. */
const VOLUME_HEADROOM = 10;
/** A candle's body is this share of its slot; the rest is the gap to its neighbours. */
const BODY_WIDTH = 0.7;
/** A body at least this tall (in hundredths of the pane), so a session that closed where it opened still shows. */
const MIN_BODY = 0.4;

/** Coordinates written with two decimals: enough for any screen, and a five-year path stays small. */
const at = (value: number) => Math.round(value * 100) / 100;

export type CandleGeometry = {
  /** Sessions drawn; session `i` spans `i` to `i + 1` across the pane's width of `count`. */
  count: number;
  /** The prices at the price pane's top and bottom edges. */
  priceTop: number;
  priceBottom: number;
  /** Where a price lies, in hundredths of the price pane's height from its top. */
  priceY: (price: number) => number;
  /** The largest volume, and where the volume pane's top lies on its scale. */
  volumeTop: number;
  /** SVG paths in each pane's own units (width `count`, height 100), by direction: a close at or above the open is rising. */
  rising: { wicks: string; bodies: string; volume: string };
  falling: { wicks: string; bodies: string; volume: string };
};

/**
 * The shapes of a candlestick chart with volume in its own pane below (docs/decisions.md#shell):
 * one path per kind, whatever the number of sessions, so five years are a handful of elements the
 * browser scales to any width, not thousands of nodes or a canvas to redraw.
 */
export function candleGeometry(bars: readonly DailyBar[]): CandleGeometry {
  let [low, high, largestVolume] = [Infinity, -Infinity, 0];
  for (const bar of bars)
    [low, high, largestVolume] = [
      Math.min(low, bar.low),
      Math.max(high, bar.high),
      Math.max(largestVolume, bar.volume),
    ];
  if (!(low <= high)) [low, high] = [0, 1];
  // A range without movement still needs a scale: one percent around the price.
  const spread = high > low ? high - low : Math.max(Math.abs(high) * 0.01, 0.01);
  const unit = spread / (100 - TOP_MARGIN - BOTTOM_MARGIN);
  const priceTop = (high > low ? high : high + spread / 2) + TOP_MARGIN * unit;
  const priceBottom = priceTop - 100 * unit;
  const priceY = (price: number) => (priceTop - price) / unit;
  const volumeTop = largestVolume > 0 ? (largestVolume * 100) / (100 - VOLUME_HEADROOM) : 1;

  const paths = {
    rising: { wicks: "", bodies: "", volume: "" },
    falling: { wicks: "", bodies: "", volume: "" },
  };
  const gap = (1 - BODY_WIDTH) / 2;
  bars.forEach((bar, index) => {
    const path = bar.close >= bar.open ? paths.rising : paths.falling;
    const [bodyTop, bodyBottom] = [
      priceY(Math.max(bar.open, bar.close)),
      priceY(Math.min(bar.open, bar.close)),
    ];
    const bodyHeight = Math.max(MIN_BODY, bodyBottom - bodyTop);
    path.wicks += `M${at(index + 0.5)} ${at(priceY(bar.high))}V${at(priceY(bar.low))}`;
    path.bodies += `M${at(index + gap)} ${at(bodyTop)}h${BODY_WIDTH}v${at(bodyHeight)}h-${BODY_WIDTH}z`;
    const volumeY = 100 - (bar.volume / volumeTop) * 100;
    if (bar.volume > 0) path.volume += `M${at(index + gap)} 100V${at(volumeY)}h${BODY_WIDTH}V100z`;
  });
  return { count: bars.length, priceTop, priceBottom, priceY, volumeTop, ...paths };
}
