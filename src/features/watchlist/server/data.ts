import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { watchlistItems, watchlists } from "@/server/db/schema";

const ownedLive = (userId: string) => and(eq(watchlists.userId, userId), isNull(watchlists.deletedAt));

/**
 * A person's lists, oldest first, each with its symbols in order: what the list picker, the "Add
 * to watchlist" menus and "already added" marks everywhere read. One query.
 */
export async function listWatchlists(db: Database, userId: string) {
  return db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      isDefault: watchlists.isDefault,
      symbols: sql<string[]>`coalesce(array_agg(${watchlistItems.symbol} order by ${watchlistItems.position}) filter (where ${watchlistItems.symbol} is not null), '{}')`,
    })
    .from(watchlists)
    .leftJoin(watchlistItems, eq(watchlistItems.watchlistId, watchlists.id))
    .where(ownedLive(userId))
    .groupBy(watchlists.id)
    .orderBy(asc(watchlists.createdAt), asc(watchlists.id));
}

/**
 * One of the person's lists with its quote columns, in the list's order; null when it is not
 * theirs or does not exist (the caller cannot tell which). A symbol that left the listing keeps
 * its row with empty quote columns.
 */
export async function getWatchlist(db: Database, userId: string, watchlistId: string) {
  const [list] = await db
    .select({ id: watchlists.id, name: watchlists.name, isDefault: watchlists.isDefault })
    .from(watchlists)
    .where(and(eq(watchlists.id, watchlistId), ownedLive(userId)));
  if (!list) return null;
  const rows = await db
    .select({
      symbol: watchlistItems.symbol,
      note: watchlistItems.note,
      targetPrice: watchlistItems.targetPrice,
      addedAt: watchlistItems.addedAt,
      name: securityListing.name,
      lastPrice: securityListing.lastPrice,
      change: securityListing.change,
      changePct: securityListing.changePct,
      volume: securityListing.volume,
      marketCap: securityListing.marketCap,
      high52w: securityListing.high52w,
      low52w: securityListing.low52w,
      asOf: securityListing.asOf,
    })
    .from(watchlistItems)
    .leftJoin(securityListing, eq(securityListing.symbol, watchlistItems.symbol))
    .where(eq(watchlistItems.watchlistId, watchlistId))
    .orderBy(asc(watchlistItems.position));
  return { ...list, rows };
}

export type WatchlistRow = NonNullable<Awaited<ReturnType<typeof getWatchlist>>>["rows"][number];
