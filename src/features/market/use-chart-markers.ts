"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { chartEventsOf } from "./chart-events-of";
import type { ChartMarker } from "./chart-marker";
import type { ChartSeries } from "./chart-series";
import { placeChartMarkers } from "./place-chart-markers";

const NONE: ChartMarker[] = [];
/** A few symbols' events stay on the device, as their bars do (docs/behaviour.md#offline-cache). */
const PERSIST = { persist: { latest: 10 } };

/**
 * The markers on a stock's chart (docs/product.md#stock-page-chart, "Markers"): its filed
 * reports and ex-dividend days, and a registered reader's own calls on it (a visitor or guest
 * has posted none), placed on the candles drawn.
 */
export function useChartMarkers(
  symbol: string,
  drawn: ChartSeries | null,
  intraday: boolean,
): ChartMarker[] {
  const trpc = useTRPC();
  const registered = isRegistered(useAppSession().identity);
  const calendar = useQuery({
    ...trpc.calendar.chartEvents.queryOptions({ symbol }),
    meta: PERSIST,
  });
  const calls = useQuery({
    ...trpc.chat.myCalls.queryOptions({ symbol }),
    enabled: registered,
    meta: PERSIST,
  });
  const own = registered ? calls.data?.calls : undefined;
  return useMemo(() => {
    const candles = drawn?.series.find((spec) => spec.kind === "candles");
    if (!candles || (!calendar.data && !own)) return NONE;
    return placeChartMarkers(
      candles.bars,
      chartEventsOf({ calendar: calendar.data, calls: own }),
      intraday,
    );
  }, [drawn, calendar.data, own, intraday]);
}
