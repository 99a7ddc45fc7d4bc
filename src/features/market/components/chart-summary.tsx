import { formatBarDate } from "@/lib/format/format-bar-date";
import {
  formatPercent,
  formatPrice,
  formatSigned,
  toneOf,
} from "@/lib/format/format-market-number";
import type { ChartMarker } from "../chart-marker";
import { describeChartMarkers } from "../describe-chart-markers";
import type { DailyBar } from "../simulate-daily-bars";
import { summarizeBars } from "../summarize-bars";

/**
 * The chart in words, for everyone (the canvas is hidden from screen readers): its dates, the
 * change over them, and the high and low; for screen readers also what its markers count (the
 * drawing shows them). Two lines' height is kept on a phone, one from `sm` up, whether loading or
 * not, so nothing below moves when the bars arrive.
 */
export function ChartSummary({
  bars,
  markers,
}: {
  bars: readonly DailyBar[] | undefined;
  markers: readonly ChartMarker[];
}) {
  const summary = bars ? summarizeBars(bars) : null;
  const marked = describeChartMarkers(markers);
  return (
    <p
      className="min-h-10 text-sm text-slate-600 sm:min-h-5 dark:text-slate-400"
      data-testid="chart-summary"
    >
      {!bars && "Loading the chart…"}
      {bars && !summary && "No prices in this range."}
      {summary && (
        <>
          {formatBarDate(summary.from)} – {formatBarDate(summary.to)}:{" "}
          <span className={`font-medium ${toneOf(summary.change)}`}>
            {formatSigned(summary.change)} ({formatPercent(summary.changePct)})
          </span>
          {" · "}High {formatPrice(summary.high)} · Low {formatPrice(summary.low)}
          {marked && <span className="sr-only"> {marked}</span>}
        </>
      )}
    </p>
  );
}
