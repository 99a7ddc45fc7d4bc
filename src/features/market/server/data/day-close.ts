import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { marketDayCloses, quotes, securities } from "@/server/db/schema";
import type { QuoteSource } from "../../live-quote";
import type { DayQuote } from "../../quote-day-bar";

/**
 * The stored quotes a live provider's day close turns into bars (docs/live-market.md#the-day-close):
 * those of `source` whose security's history is real (a live refresh stored it; simulated days
 * would not mix with it), in symbol order.
 */
export async function listCloseQuotes(
  db: Database,
  source: QuoteSource,
): Promise<(DayQuote & { symbol: string })[]> {
  return db
    .select({
      symbol: quotes.symbol,
      price: quotes.price,
      open: quotes.open,
      high: quotes.high,
      low: quotes.low,
      volume: quotes.volume,
      regularClose: quotes.regularClose,
      asOf: quotes.asOf,
    })
    .from(quotes)
    .innerJoin(securities, eq(securities.symbol, quotes.symbol))
    .where(and(eq(quotes.source, source), eq(securities.historySimulated, false)))
    .orderBy(quotes.symbol);
}

/** Whether `day`'s close has been written (its `market_day_close` row). */
export async function isDayClosed(db: Database, day: string): Promise<boolean> {
  const [row] = await db
    .select({ day: marketDayCloses.tradingDay })
    .from(marketDayCloses)
    .where(eq(marketDayCloses.tradingDay, day))
    .limit(1);
  return row !== undefined;
}
