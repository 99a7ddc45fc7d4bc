"use client";

import { formatPrice } from "@/lib/format/format-market-number";
import { latestQuote } from "../latest-quote";
import type { StreamedQuote } from "../streamed-quote";
import { FigureRow } from "./figure-row";
import { useLiveQuote } from "./live-quotes-provider";

type DayFigures = {
  open: number | null;
  previousClose: number | null;
  dayLow: number | null;
  dayHigh: number | null;
};

const range = (low: number | null, high: number | null) =>
  low === null || high === null ? "—" : `${formatPrice(low)} – ${formatPrice(high)}`;

/**
 * The day's open, previous close and range in the stock page's figures, from the live quote while
 * a feed runs (so they agree with the header above them), else the stored ones
 * (docs/live-market.md#quotes-and-sources).
 */
export function LiveDayFigures({
  symbol,
  stored,
  rendered,
}: {
  symbol: string;
  stored: DayFigures;
  /** The quote the page was rendered with, as the header's. */
  rendered: StreamedQuote | null;
}) {
  const live = useLiveQuote(symbol);
  const quote = live.market?.source === "snapshot" ? null : latestQuote(live.quote, rendered);
  const day: DayFigures = quote
    ? {
        open: quote.open,
        previousClose: quote.previousClose,
        dayLow: quote.low,
        dayHigh: quote.high,
      }
    : stored;
  return (
    <>
      <FigureRow label="Open">{formatPrice(day.open)}</FigureRow>
      <FigureRow label="Previous close">{formatPrice(day.previousClose)}</FigureRow>
      <FigureRow label="Day range">{range(day.dayLow, day.dayHigh)}</FigureRow>
    </>
  );
}
