"use client";

import { useMemo } from "react";
import type { ChartPeriod } from "../chart-ranges";
import { foldLiveQuote } from "../fold-live-quote";
import { MARKET_AVERAGE } from "../market-average";
import { useCompareBars } from "../use-compare-bars";
import { useLiveQuotes } from "./live-quotes-provider";

/**
 * The chart's compared entries (use-compare-bars.ts) with each symbol's live quote folded into
 * its last bar, as the main symbol's is (docs/product.md#stock-page-chart), so its percent line's
 * last point moves with the stream. The market average, of closed sessions, has no quote.
 */
export function useLiveCompares(entries: readonly string[], range: ChartPeriod, intraday: boolean) {
  const { compared, failed } = useCompareBars(entries, range);
  const symbols = useMemo(() => entries.filter((entry) => entry !== MARKET_AVERAGE), [entries]);
  const quotes = useLiveQuotes(symbols);
  const live = useMemo(
    () =>
      compared.map((other) => {
        const quote = quotes[symbols.indexOf(other.symbol)] ?? null;
        return quote ? { ...other, bars: foldLiveQuote(other.bars, quote, intraday) } : other;
      }),
    [compared, symbols, quotes, intraday],
  );
  return { compared: live, failed };
}
