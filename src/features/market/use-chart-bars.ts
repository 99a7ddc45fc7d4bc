"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "@/lib/trpc/react";
import type { ChartBar } from "./chart-bar";
import { type ChartPeriod, intradayRanges } from "./chart-ranges";
import { dailyChartBars } from "./daily-chart-bars";
import { minuteChartBars } from "./minute-chart-bars";

const isIntraday = (range: ChartPeriod): range is keyof typeof intradayRanges =>
  range in intradayRanges;

/**
 * A symbol's bars for a range on the chart's time axis (chart-bar.ts): minute bars for 1D and
 * 5D, daily ones for the rest. The previous range stays on screen until the next arrives: no
 * empty flash between ranges; offline, the last few charts opened are kept
 * (docs/behaviour.md#offline-cache).
 */
export function useChartBars(symbol: string, range: ChartPeriod, enabled = true) {
  const trpc = useTRPC();
  const intraday = isIntraday(range);
  const daily = useQuery({
    ...trpc.market.dailyBars.queryOptions({ symbol, range: isIntraday(range) ? "1M" : range }),
    enabled: enabled && !intraday,
    placeholderData: keepPreviousData,
    meta: { persist: { latest: 10 } },
  });
  const minute = useQuery({
    ...trpc.market.minuteBars.queryOptions({
      symbol,
      sessions: isIntraday(range) ? intradayRanges[range] : 1,
    }),
    enabled: enabled && intraday,
    placeholderData: keepPreviousData,
  });
  const query = intraday ? minute : daily;
  const data = intraday ? minute.data : daily.data;
  const bars = useMemo<ChartBar[] | undefined>(() => {
    if (!data) return undefined;
    return "source" in data ? minuteChartBars(data.bars) : dailyChartBars(data.bars);
  }, [data]);
  return {
    intraday,
    bars,
    simulated: data?.simulated ?? false,
    isPending: query.isPending,
    error: query.isError ? query.error.message : null,
  };
}
