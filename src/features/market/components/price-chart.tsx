"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { panelClass } from "@/components/ui/panel-class";
import { useTRPC } from "@/lib/trpc/react";
import type { ChartRange } from "../chart-ranges";
import { CandlestickChart } from "./candlestick-chart";
import { ChartLegend } from "./chart-legend";
import { ChartRangePicker } from "./chart-range-picker";
import { ChartSummary } from "./chart-summary";

/**
 * Daily candles and volume in ranges from a month to five years, with the hovered (or latest)
 * session's values over the chart and the range's summary in words under the title. The drawing is
 * hidden from screen readers: the summary and the legend are its text. Every box has its height
 * before the data arrives, so the page does not move.
 */
export function PriceChart({ symbol }: { symbol: string }) {
  const trpc = useTRPC();
  const [range, setRange] = useState<ChartRange>("6M");
  const [pointed, setPointed] = useState<number | null>(null);
  // The previous range stays on screen until the next arrives: no empty flash between ranges.
  // Offline, the last few charts opened are kept (docs/behaviour.md#offline-cache).
  const query = useQuery({
    ...trpc.market.dailyBars.queryOptions({ symbol, range }),
    placeholderData: keepPreviousData,
    meta: { persist: { latest: 10 } },
  });
  const bars = query.data?.bars;

  const index =
    bars && pointed !== null && pointed < bars.length ? pointed : (bars?.length ?? 0) - 1;
  const shown = bars?.[index];
  return (
    <section aria-labelledby="chart-heading" className={panelClass("sm")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="chart-heading" className="font-semibold">
            Price
            {query.data?.simulated && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                Simulated history
              </span>
            )}
          </h2>
          <ChartSummary bars={bars} />
        </div>
        <ChartRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            setPointed(null);
          }}
        />
      </div>
      <div className="relative mt-3 h-80">
        {bars && bars.length > 0 && <CandlestickChart bars={bars} onPoint={setPointed} />}
        {shown && <ChartLegend bar={shown} previousClose={bars?.[index - 1]?.close ?? null} />}
        {query.isPending && (
          <div className="absolute inset-0 animate-pulse rounded bg-slate-100 dark:bg-slate-900" />
        )}
        {query.isError && (
          <p role="alert" className="text-loss absolute inset-0 grid place-items-center text-sm">
            The chart could not be loaded. {query.error.message}
          </p>
        )}
      </div>
    </section>
  );
}
