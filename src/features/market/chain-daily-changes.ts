import type { DailyChange } from "./average-daily-changes";

/** The level a chained line starts at: the chart shows it as percent changes, so any base would do. */
const BASE = 100;

/**
 * The market average as a line (docs/product.md#stock-page-chart): 100 on the first day, then
 * each day's level the one before moved by that day's change; a day without a change keeps the
 * level. The first day's own change (from before the range) is not taken: the line starts there.
 * Levels are rounded to a millionth of the base, more than the chart's 0.01 % shows.
 */
export function chainDailyChanges(days: readonly DailyChange[]): { date: string; close: number }[] {
  let level = BASE;
  return days.map(({ date, change }, i) => {
    if (i > 0 && change !== null) level *= 1 + change;
    return { date, close: Math.round(level * 1e4) / 1e4 };
  });
}
