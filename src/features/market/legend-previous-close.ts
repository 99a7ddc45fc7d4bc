import type { ChartBar } from "./chart-bar";
import { newYorkDate } from "./new-york-date";
import type { StreamedQuote } from "./streamed-quote";

/**
 * The close the legend's change of `bars[index]` is against: the bar before's, but for the live
 * quote's own day, the quote's previous close, as the page's header has it.
 */
export function legendPreviousClose(
  bars: readonly ChartBar[],
  index: number,
  quote: StreamedQuote | null,
  intraday: boolean,
): number | null {
  const bar = bars[index];
  const liveDay =
    !intraday && quote && bar && index === bars.length - 1
      ? bar.date === newYorkDate(new Date(quote.asOf))
      : false;
  return (liveDay ? quote?.previousClose : null) ?? bars[index - 1]?.close ?? null;
}
