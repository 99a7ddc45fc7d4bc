import type { DailyBar } from "./simulate-daily-bars";

/**
 * A bar as the chart draws it: a session's (daily) or a minute's (intraday) figures, `date` its
 * New York day and `time` its place on the time axis in seconds. Intraday times are New York wall
 * clock written as UTC, so the axis reads exchange hours wherever the reader is.
 */
export type ChartBar = DailyBar & { time: number };
