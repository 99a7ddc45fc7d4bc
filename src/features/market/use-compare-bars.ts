"use client";

import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";
import type { ChartBar } from "./chart-bar";
import { type ChartPeriod, intradayRanges } from "./chart-ranges";
import { dailyChartBars } from "./daily-chart-bars";
import type { MinuteBar } from "./minute-bar";
import { minuteChartBars } from "./minute-chart-bars";
import type { DailyBar } from "./simulate-daily-bars";

type Answer = { symbol: string; bars: DailyBar[] | Omit<MinuteBar, "symbol">[] };
type Result = { data?: Answer; isError: boolean };
export type Compared = { symbol: string; bars: readonly ChartBar[] };

/** Kept outside the hook: TanStack Query runs a stable `combine` again only when an answer changed. */
function combine(results: Result[]) {
  return {
    compared: results.flatMap(({ data }): Compared[] =>
      data
        ? [
            {
              symbol: data.symbol,
              bars:
                data.bars[0] && "start" in data.bars[0]
                  ? minuteChartBars(data.bars as Omit<MinuteBar, "symbol">[])
                  : dailyChartBars(data.bars as DailyBar[]),
            },
          ]
        : [],
    ),
    failed: results.flatMap((result, i) => (result.isError ? [i] : [])),
  };
}

/**
 * The compared symbols' bars over the chart's range (docs/product.md#stock-page-chart), in the
 * order chosen; a symbol still loading is left out until it arrives, and the positions of those
 * that failed (an unlisted symbol, say) are in `failed`, so the chart can say so.
 */
export function useCompareBars(symbols: readonly string[], range: ChartPeriod) {
  const trpc = useTRPC();
  return useQueries({
    queries: symbols.map((symbol) =>
      range === "1D" || range === "5D"
        ? {
            ...trpc.market.minuteBars.queryOptions({ symbol, sessions: intradayRanges[range] }),
            meta: { silentErrors: true },
          }
        : {
            ...trpc.market.dailyBars.queryOptions({ symbol, range }),
            meta: { silentErrors: true },
          },
    ),
    combine,
  });
}
