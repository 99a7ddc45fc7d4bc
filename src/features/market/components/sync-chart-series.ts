import {
  type CandlestickData,
  CandlestickSeries,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type SeriesType,
  type UTCTimestamp,
} from "lightweight-charts";
import { formatDecimal } from "@/lib/format/format-decimal";
import type { ChartColors } from "../chart-colors";
import type { ChartSeries } from "../chart-series";
import type { SeriesSpec } from "../series-spec";

const asTime = (time: number) => time as UTCTimestamp;
const PRICE = { type: "price", precision: 2, minMove: 0.01 } as const;
const PERCENT = {
  type: "custom",
  minMove: 0.01,
  formatter: (value: number) => `${formatDecimal(value, 2, 2)}%`,
} as const;

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
  if (spec.kind === "shade")
    return spec.times.map((time) => ({ time: asTime(time), value: 1, color: colors.extended }));
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
  if (spec.kind === "shade") {
    const shade = chart.addSeries(
      HistogramSeries,
      { priceScaleId: "shade", priceLineVisible: false, lastValueVisible: false, base: 0 },
      spec.pane,
    );
    shade.priceScale().applyOptions({ scaleMargins: { top: 0, bottom: 0 }, visible: false });
    shade.setSeriesOrder(0); // behind the bars
    return shade;
  }
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
 * Brings the chart's series in line with `drawn`: those no longer wanted go, new ones are added in
 * their pane, and every one's colours, price format and data are set again. Kept series keep the
 * person's zoom (interactive-chart.tsx).
 */
export function syncChartSeries(
  chart: IChartApi,
  kept: Map<string, ISeriesApi<SeriesType>>,
  drawn: ChartSeries,
  colors: ChartColors,
): void {
  const series = kept;
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
}
