import "server-only";
import type { Database } from "@/server/db/create-database";
import { computeTechnicals } from "../compute-technicals";
import type { QuoteSource } from "../live-quote";
import { quoteDayBar } from "../quote-day-bar";
import { closeDayInBatches } from "./close-day-in-batches";
import { isDayClosed, listCloseQuotes } from "./data/day-close";
import { recordDayClose, storeLiveDay } from "./mutations/live-day-close";
import { TECHNICALS_SESSIONS } from "./refresh-market-data";

export type LiveDayClose = { closed: number } | "closed before" | "stopped";

/**
 * A live provider's close of `day` (docs/live-market.md#the-day-close), once per trading day: each
 * stored quote of `source` whose last trade is of that day becomes the day's daily bar (its open,
 * high, low, close and volume), and its security's technicals are computed again over the stored
 * days before it plus that bar, as the simulated market's close does (closeDayInBatches). The
 * `market_day_close` row written at the end makes a second call a no-op ("closed before"); a close
 * stopped by `signal` writes none, and running it again upserts the same bars.
 */
export async function closeLiveDay(
  db: Database,
  day: string,
  source: QuoteSource,
  signal?: AbortSignal,
): Promise<LiveDayClose> {
  if (await isDayClosed(db, day)) return "closed before";
  const quotes = await listCloseQuotes(db, source);
  const closed = await closeDayInBatches(
    db,
    quotes,
    (quote, stored) => {
      const bar = quoteDayBar(quote, day);
      if (!bar) return null;
      // The day's stored bar, if any, is a refresh's from earlier in the day: the quote's replaces it.
      const history = [...stored.filter((before) => before.date < day), bar];
      const technicals = computeTechnicals(history.slice(-TECHNICALS_SESSIONS));
      return { bar, row: { symbol: quote.symbol, ...technicals } };
    },
    storeLiveDay,
    signal,
  );
  if (closed === null) return "stopped";
  await recordDayClose(db, { tradingDay: day, source, symbols: closed });
  return { closed };
}
