import "server-only";
import { and, asc, desc, eq, getTableColumns, gte } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { minuteBars } from "@/server/db/schema";
import { newYorkInstant, tradingDaysEndingOn } from "../../market-session";
import type { MinuteBar } from "../../minute-bar";
import { newYorkDate } from "../../new-york-date";

export type StoredMinuteBar = Omit<MinuteBar, "symbol">;

/**
 * A symbol's stored minute bars of its last `sessions` trading days, oldest first
 * (docs/live-market.md#minute-bars): the sessions end on the day of its newest bar, so before the
 * open the last one is the day before's, not an empty today. Two lookups on the primary key.
 */
export async function getMinuteBars(
  db: Database,
  symbol: string,
  sessions: number,
): Promise<StoredMinuteBar[]> {
  const [newest] = await db
    .select({ start: minuteBars.start })
    .from(minuteBars)
    .where(eq(minuteBars.symbol, symbol))
    .orderBy(desc(minuteBars.start))
    .limit(1);
  if (!newest) return [];
  const [first] = tradingDaysEndingOn(newYorkDate(newest.start), sessions);
  const { symbol: _symbol, ...columns } = getTableColumns(minuteBars);
  return db
    .select(columns)
    .from(minuteBars)
    .where(and(eq(minuteBars.symbol, symbol), gte(minuteBars.start, newYorkInstant(first!, 0))))
    .orderBy(asc(minuteBars.start));
}
