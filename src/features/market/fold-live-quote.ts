import type { ChartBar } from "./chart-bar";
import { dailyChartBars } from "./daily-chart-bars";
import { minuteChartTime } from "./minute-chart-time";
import { newYorkDate } from "./new-york-date";
import { quoteDayBar } from "./quote-day-bar";
import type { StreamedQuote } from "./streamed-quote";

/**
 * The chart's bars with the live quote folded in, so the last bar moves with the page's header
 * (docs/product.md#stock-page-chart). Daily: the quote's day is the regular session's bar as the
 * day close will store it (quote-day-bar.ts), replacing or following the last bar. Intraday: the
 * quote's minute takes its last trade, extended hours included, as the minute bars do. A quote
 * older than the last bar changes nothing.
 */
export function foldLiveQuote(
  bars: readonly ChartBar[],
  quote: StreamedQuote | null,
  intraday: boolean,
): readonly ChartBar[] {
  const last = bars.at(-1);
  if (!quote || !last) return bars;
  const asOf = new Date(quote.asOf);
  if (!intraday) {
    const day = newYorkDate(asOf);
    if (day < last.date) return bars;
    const bar = quoteDayBar({ ...quote, asOf }, day);
    if (!bar) return bars;
    const [folded] = dailyChartBars([bar]);
    return [...(day === last.date ? bars.slice(0, -1) : bars), folded!];
  }
  const { date, time } = minuteChartTime(asOf);
  if (time < last.time) return bars;
  const price = quote.price;
  if (time === last.time)
    return [
      ...bars.slice(0, -1),
      { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price },
    ];
  return [...bars, { date, time, open: price, high: price, low: price, close: price, volume: 0 }];
}
