import type { ChartBar } from "./chart-bar";
import type { MinuteBar } from "./minute-bar";
import { minuteChartTime } from "./minute-chart-time";

/** Minute bars on the chart's time axis (chart-bar.ts), oldest first as given. */
export function minuteChartBars(bars: readonly Omit<MinuteBar, "symbol">[]): ChartBar[] {
  return bars.map(({ start, open, high, low, close, volume }) => ({
    ...minuteChartTime(start),
    open,
    high,
    low,
    close,
    volume,
  }));
}
