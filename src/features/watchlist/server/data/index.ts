import "server-only";
import { and, asc, eq, inArray, isNull, type Placeholder, sql } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { preparedStatement } from "@/server/db/prepared-statement";
import { watchlistItems, watchlists } from "@/server/db/schema";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { SortableWatchlistRow } from "../../sort-watchlist-rows";

const ownedLive = (userId: string | Placeholder) =>
  and(eq(watchlists.userId, userId), isNull(watchlists.deletedAt));

/** listWatchlists's query, read by every page and menu that marks what is added: prepared once (prepared-statement.ts). */
const listWatchlistsStatement = preparedStatement((db) =>
  db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      isDefault: watchlists.isDefault,
      shareToken: watchlists.shareToken,
      symbols: sql<
        string[]
      >`coalesce(array_agg(${watchlistItems.symbol} order by ${watchlistItems.position}) filter (where ${watchlistItems.symbol} is not null), '{}')`,
    })
    .from(watchlists)
    .leftJoin(watchlistItems, eq(watchlistItems.watchlistId, watchlists.id))
    .where(ownedLive(sql.placeholder("userId")))
    .groupBy(watchlists.id)
    .orderBy(asc(watchlists.createdAt), asc(watchlists.id))
    .prepare("list_watchlists"),
);

/**
 * A person's lists, oldest first, each with its symbols in order: what the list picker, the "Add
 * to watchlist" menus and "already added" marks everywhere read. One query.
 */
export async function listWatchlists(db: Database, userId: string) {
  return listWatchlistsStatement(db).execute({ userId });
}

/**
 * One of the person's lists with its quote columns, in the list's order; null when it is not
 * theirs or does not exist (the caller cannot tell which). A symbol that left the listing keeps
 * its row with empty quote columns.
 */
export async function getWatchlist(db: Database, userId: string, watchlistId: string) {
  const list = await findOwnedWatchlist(db, userId, watchlistId);
  return list && { ...list, rows: await selectRows(db, watchlistId) };
}

/** One of the person's live lists without its items; null as getWatchlist's. */
export async function findOwnedWatchlist(db: Database, userId: string, watchlistId: string) {
  const [list] = await db
    .select({ id: watchlists.id, name: watchlists.name, isDefault: watchlists.isDefault })
    .from(watchlists)
    .where(and(eq(watchlists.id, watchlistId), ownedLive(userId)));
  return list ?? null;
}

/** A list's row: the item, its quote columns (null when the symbol left the listing), and its month of closes. */
export type WatchlistRow = SortableWatchlistRow & {
  name: string | null;
  monthSimulated: boolean;
  /** The next earnings report's New York day, when a provider announces one (docs/product.md#watchlists). */
  nextEarningsDate: string | null;
  nextEarningsConfirmed: boolean | null;
};

/**
 * A list's items with their quote columns and their month of closes, in the list's order, in one
 * statement whatever the list's length: plain numbers and text only. A date per row (when added,
 * the quote's time) cost superjson a type entry per row on every answer, about 40% of a 500-symbol
 * list's serving time (bench/watchlist), and no screen shows them. The month is the one each market
 * refresh stores with the security (the stock page's 1M chart, as one text: docs/decisions.md#watchlists);
 * `monthCloses` is "" without history, and `monthSimulated` says the month is the snapshot's
 * simulated one, which the table labels.
 *
 * Raw SQL, its rows as the driver parsed them: drizzle's mapping of a select (a type check of each
 * field of each row, through the listing subquery's proxies) was a third of a 500-symbol list's
 * read on PostgreSQL, more than the statement itself (docs/decisions.md#watchlists). The casts give
 * the row type: volume is an int8, which node-postgres would hand over as text, and the earnings
 * day a date, which it would turn into a Date at the server's midnight.
 */
function selectRows(db: Database, watchlistId: string): Promise<WatchlistRow[]> {
  const item = watchlistItems;
  const quote = securityListing;
  return selectRawRows<WatchlistRow>(
    db,
    sql`select ${item.symbol} as "symbol", ${item.note} as "note", ${item.targetPrice} as "targetPrice", ${quote.name} as "name",
          ${quote.lastPrice} as "lastPrice", ${quote.change} as "change", ${quote.changePct} as "changePct", ${quote.volume}::float8 as "volume",
          ${quote.marketCap} as "marketCap", ${quote.high52w} as "high52w", ${quote.low52w} as "low52w",
          coalesce(${quote.monthCloses}, '') as "monthCloses", coalesce(${quote.historySimulated}, false) as "monthSimulated",
          ${quote.nextEarningsDate}::text as "nextEarningsDate", ${quote.nextEarningsConfirmed} as "nextEarningsConfirmed"
        from ${item} left join ${quote} on ${quote.symbol} = ${item.symbol}
        where ${item.watchlistId} = ${watchlistId}
        order by ${item.position}`,
  );
}

/** The live list a share link leads to, by its name only; null when the link leads nowhere. */
export async function findSharedWatchlist(
  db: Database,
  token: string,
): Promise<{ id: string; name: string } | null> {
  const [list] = await db
    .select({ id: watchlists.id, name: watchlists.name })
    .from(watchlists)
    .where(and(eq(watchlists.shareToken, token), isNull(watchlists.deletedAt)));
  return list ?? null;
}

/**
 * A list as its read-only link shows it to anyone (docs/product.md#watchlists, "Sharing"): its name
 * and symbols with their quotes, not the owner's notes, targets or identity; null when the link was
 * revoked, the list deleted, or the token never existed.
 */
export async function getSharedWatchlist(db: Database, token: string) {
  const list = await findSharedWatchlist(db, token);
  if (!list) return null;
  const rows = await selectRows(db, list.id);
  return { name: list.name, rows: rows.map((row) => ({ ...row, note: null, targetPrice: null })) };
}

export type WatchlistSummary = Awaited<ReturnType<typeof listWatchlists>>[number];
export type WatchlistDetail = NonNullable<Awaited<ReturnType<typeof getWatchlist>>>;

/** A person's lists with every symbol, note and target price, for "Export my data" (docs/product.md#accounts-and-mail). */
export async function exportWatchlists(db: Database, userId: string) {
  const lists = await db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      isDefault: watchlists.isDefault,
      createdAt: watchlists.createdAt,
    })
    .from(watchlists)
    .where(ownedLive(userId))
    .orderBy(asc(watchlists.createdAt));
  if (lists.length === 0) return [];
  const items = await db
    .select({
      watchlistId: watchlistItems.watchlistId,
      symbol: watchlistItems.symbol,
      note: watchlistItems.note,
      targetPrice: watchlistItems.targetPrice,
      addedAt: watchlistItems.addedAt,
    })
    .from(watchlistItems)
    .where(
      inArray(
        watchlistItems.watchlistId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(watchlistItems.position));
  return lists.map(({ id, ...list }) => ({
    ...list,
    items: items
      .filter((item) => item.watchlistId === id)
      .map(({ watchlistId: _, ...item }) => item),
  }));
}
