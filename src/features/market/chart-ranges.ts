/** The chart's ranges, in trading sessions. */
export const chartRanges = { "1M": 21, "3M": 63, "6M": 126, "1Y": 252, "5Y": 1_260 } as const;
export type ChartRange = keyof typeof chartRanges;
