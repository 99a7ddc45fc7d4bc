import type { ChartBar } from "./chart-bar";
import type { DailyBar } from "./simulate-daily-bars";

/** Daily bars on the chart's time axis: each session at its day's UTC midnight. */
export function dailyChartBars(bars: readonly DailyBar[]): ChartBar[] {
  return bars.map((bar) => ({ ...bar, time: Date.parse(`${bar.date}T00:00:00Z`) / 1_000 }));
}
