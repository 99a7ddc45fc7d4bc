import type { DailyBar } from "./simulate-daily-bars";

/** The sessions of the last bar's year (the YTD range), oldest first; empty stays empty. */
export function yearToDate<T extends Pick<DailyBar, "date">>(bars: readonly T[]): T[] {
  const year = bars.at(-1)?.date.slice(0, 4);
  return year ? bars.filter((bar) => bar.date.slice(0, 4) === year) : [];
}
