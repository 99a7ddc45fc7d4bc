import type { ChartBar } from "./chart-bar";
import type { ChartEvent, ChartMarker } from "./chart-marker";

/** The index of the first of the sorted `bars` at or after `reached`'s mark, or -1 after the last. */
function firstReaching(bars: readonly ChartBar[], reached: (bar: ChartBar) => boolean): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reached(bars[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low < bars.length ? low : -1;
}

/**
 * Places `events` on the chart's `bars` (docs/product.md#stock-page-chart, "Markers"): each on the
 * first bar of its New York day or after it (a weekend's ex-date on the Monday); on 1D and 5D a
 * call on the first minute bar from its minute, and a day's event on that day's first minute bar.
 * Events before the first bar or after the last are left out; several on one bar are all kept.
 * Sorted by time, as lightweight-charts requires, events of one bar in the order given.
 */
export function placeChartMarkers(
  bars: readonly ChartBar[],
  events: readonly ChartEvent[],
  intraday: boolean,
): ChartMarker[] {
  const first = bars[0];
  if (!first) return [];
  const placed = events.flatMap(({ kind, date, minute, text }) => {
    const byMinute = intraday && minute !== null;
    if (byMinute ? minute < first.time : date < first.date) return [];
    const index = byMinute
      ? firstReaching(bars, (bar) => bar.time >= minute)
      : firstReaching(bars, (bar) => bar.date >= date);
    return index < 0 ? [] : [{ time: bars[index]!.time, kind, text }];
  });
  return placed.sort((a, b) => a.time - b.time);
}
