import type { LiveQuote } from "./live-quote";
import { newYorkDate } from "./new-york-date";
import type { DailyBar } from "./simulate-daily-bars";

export type DayQuote = Pick<
  LiveQuote,
  "price" | "open" | "high" | "low" | "volume" | "regularClose" | "asOf"
>;

/**
 * The regular session's bar of `day` a live quote tells (docs/live-market.md#the-day-close): its
 * open, high, low and volume, closing at the regular close an after-hours price stands beside,
 * else at its price. Null when the quote's last trade is from another day, or the day had no
 * regular trade (no open): such a day has no bar.
 */
export function quoteDayBar(quote: DayQuote, day: string): DailyBar | null {
  const { open, high, low } = quote;
  if (newYorkDate(quote.asOf) !== day || open === null || high === null || low === null)
    return null;
  const close = quote.regularClose ?? quote.price;
  return {
    date: day,
    open,
    high: Math.max(high, close),
    low: Math.min(low, close),
    close,
    volume: quote.volume,
  };
}
