/** What a marker on the stock page's chart stands for (docs/product.md#stock-page-chart). */
export type ChartMarkerKind = "earnings" | "dividend" | "bullish" | "bearish" | "call";

/**
 * Something to mark on a stock's chart: a filed report or an ex-dividend day on its New York
 * `date`, or one of the reader's calls, also at the intraday axis's `minute` (minute-chart-time.ts)
 * it was quoted; `text` says what it is, shown with the bar under the crosshair.
 */
export type ChartEvent = {
  kind: ChartMarkerKind;
  date: string;
  minute: number | null;
  text: string;
};

/** An event placed on a bar: `time` is that bar's on the chart's time axis (chart-bar.ts). */
export type ChartMarker = { time: number; kind: ChartMarkerKind; text: string };
