import "server-only";
import { count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { watchlistItems, watchlists } from "@/server/db/schema";

/**
 * The symbols anyone watches, those on the most live lists first, at most `limit`: what the news
 * and dividend refreshes ask their provider about before the rest of the market.
 */
export async function listWatchedSymbols(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ symbol: watchlistItems.symbol, lists: count() })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .where(isNull(watchlists.deletedAt))
    .groupBy(watchlistItems.symbol)
    .orderBy(desc(count()), watchlistItems.symbol)
    .limit(limit);
  return rows.map((row) => row.symbol);
}
