import type { ChartBar } from "./chart-bar";
import { sessionPhases } from "./market-session";

/**
 * The intraday bars outside the regular session (pre-market and after hours), by their time on
 * the chart's axis, for the chart to shade (docs/product.md#stock-page-chart). An intraday time is
 * New York wall clock written as UTC (chart-bar.ts), so its minute of the day is read directly.
 */
export function extendedHoursTimes(bars: readonly ChartBar[]): number[] {
  return bars.flatMap((bar) => {
    const minute = Math.floor(bar.time / 60) % 1_440;
    const regular = sessionPhases(bar.date).find((phase) => phase.session === "regular")!;
    return minute >= regular.from && minute < regular.to ? [] : [bar.time];
  });
}
