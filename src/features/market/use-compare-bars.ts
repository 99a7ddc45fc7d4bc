"use client";

import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";
import type { ChartBar } from "./chart-bar";
import { type ChartPeriod, intradayRanges } from "./chart-ranges";
import { dailyChartBars } from "./daily-chart-bars";
import { MARKET_AVERAGE } from "./market-average";
import type { MinuteBar } from "./minute-bar";
import { minuteChartBars } from "./minute-chart-bars";
import type { DailyBar } from "./simulate-daily-bars";

type Line = { date: string; close: number };
type Answer = {
  symbol: string;
  simulated: boolean;
  bars: DailyBar[] | Omit<MinuteBar, "symbol">[] | Line[];
};
type Result = { data?: Answer; isError: boolean };
export type Compared = { symbol: string; simulated: boolean; bars: readonly ChartBar[] };

/** The answer's bars on the chart's time axis; a line's (the market average's) as bars at its value. */
function chartBarsOf(bars: Answer["bars"]): ChartBar[] {
  const first = bars[0];
  if (first && "start" in first) return minuteChartBars(bars as Omit<MinuteBar, "symbol">[]);
  if (first && "open" in first) return dailyChartBars(bars as DailyBar[]);
  return dailyChartBars(
    (bars as Line[]).map(({ date, close }) => ({
      date,
      open: close,
      high: close,
      low: close,
      close,
      volume: 0,
    })),
  );
}

/** Kept outside the hook: TanStack Query runs a stable `combine` again only when an answer changed. */
function combine(results: Result[]) {
  return {
    compared: results.flatMap(({ data }): Compared[] =>
      data
        ? [{ symbol: data.symbol, simulated: data.simulated, bars: chartBarsOf(data.bars) }]
        : [],
    ),
    failed: results.flatMap((result, i) => (result.isError ? [i] : [])),
  };
}

/**
 * The compared symbols' bars over the chart's range (docs/product.md#stock-page-chart), and the
 * market average's on a daily range (it has none intraday), in the order chosen; one still
 * loading is left out until it arrives, and the positions of those that failed (an unlisted
 * symbol, say) are in `failed`, so the chart can say so.
 */
export function useCompareBars(entries: readonly string[], range: ChartPeriod) {
  const trpc = useTRPC();
  const intraday = range === "1D" || range === "5D";
  return useQueries({
    queries: entries.map((symbol) => {
      if (symbol === MARKET_AVERAGE)
        return {
          ...trpc.market.averageBars.queryOptions({ range: intraday ? "1M" : range }),
          enabled: !intraday,
          meta: { silentErrors: true },
        };
      return intraday
        ? {
            ...trpc.market.minuteBars.queryOptions({ symbol, sessions: intradayRanges[range] }),
            meta: { silentErrors: true },
          }
        : {
            ...trpc.market.dailyBars.queryOptions({ symbol, range }),
            meta: { silentErrors: true },
          };
    }),
    combine,
  });
}
