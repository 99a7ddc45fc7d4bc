/**
 * The chart's daily ranges, in trading sessions at most (docs/product.md#stock-page-chart): YTD
 * asks a year and keeps the current year's sessions, All asks every stored session up to forty
 * years, which bounds one chart's answer.
 */
export const chartRanges = {
  "1M": 21,
  "3M": 63,
  "6M": 126,
  YTD: 253,
  "1Y": 252,
  "5Y": 1_260,
  All: 10_080,
} as const;
export type ChartRange = keyof typeof chartRanges;

/** The intraday ranges, in sessions of minute bars (docs/live-market.md#minute-bars). */
export const intradayRanges = { "1D": 1, "5D": 5 } as const;
export type IntradayRange = keyof typeof intradayRanges;

/** Every range the chart offers, shortest first. */
export const chartPeriods = ["1D", "5D", "1M", "3M", "6M", "YTD", "1Y", "5Y", "All"] as const;
export type ChartPeriod = IntradayRange | ChartRange;
