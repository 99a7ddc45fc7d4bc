import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { watchlistItems } from "@/server/db/schema";
import { classifyImport } from "../../classify-import";
import { readImportKnowledge } from "../data/read-import-knowledge";
import { applyEditOnce } from "./apply-edit-once";
import { lockOwnedWatchlist } from "./lock-owned-watchlist";
import { WatchlistItemNotFoundError } from "./watchlist-errors";
import { writeOrder } from "./write-order";

/** Which list, who asks, and the browser's id for this edit (an offline edit sent again is applied once). */
export type ItemEdit = { userId: string; watchlistId: string; editId?: string };

const inList = (watchlistId: string) => eq(watchlistItems.watchlistId, watchlistId);

async function orderedSymbols(tx: DatabaseTransaction, watchlistId: string): Promise<string[]> {
  const rows = await tx
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(inList(watchlistId))
    .orderBy(asc(watchlistItems.position));
  return rows.map((row) => row.symbol);
}

/** Runs `change` on the locked list unless this edit was applied before (then: `replayed`). */
async function editList<T>(
  db: Database,
  { userId, watchlistId, editId }: ItemEdit,
  change: (tx: DatabaseTransaction) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await lockOwnedWatchlist(tx, userId, watchlistId);
    if (!(await applyEditOnce(tx, userId, editId))) return { replayed: true as const };
    return { replayed: false as const, ...(await change(tx)) };
  });
}

/**
 * Adds canonical, distinct symbols at the end of a list, in the order given, as classifyImport
 * sorts them (what `watchlist.previewImport` showed): a symbol already there is left where it is
 * (adding twice is a no-op), one the market does not list now is reported, not stored. Past the
 * plan's `limit` nothing is added: `refuse` hears the count the list would hold before its last
 * addition (the plan-limit check's convention) and throws.
 */
export function addSymbols(
  db: Database,
  edit: ItemEdit,
  symbols: readonly string[],
  plan: { limit: number | null; refuse: (held: number) => void },
) {
  return editList(db, edit, async (tx) => {
    const knowledge = await readImportKnowledge(tx, edit.watchlistId, symbols, plan.limit);
    const classes = classifyImport(symbols, knowledge);
    const { adding, overLimit } = classes;
    if (overLimit.length > 0)
      plan.refuse(knowledge.held.size + adding.length + overLimit.length - 1);
    if (adding.length > 0)
      await tx.insert(watchlistItems).values(
        adding.map((symbol, i) => ({
          watchlistId: edit.watchlistId,
          symbol,
          position: knowledge.held.size + i,
        })),
      );
    return { added: adding, already: classes.already, unknown: classes.unknown };
  });
}

/** Removes a symbol; removing one that is already gone changes nothing. */
export function removeSymbol(db: Database, edit: ItemEdit, symbol: string) {
  return editList(db, edit, async (tx) => {
    const removed = await tx
      .delete(watchlistItems)
      .where(and(inList(edit.watchlistId), eq(watchlistItems.symbol, symbol)))
      .returning({ symbol: watchlistItems.symbol });
    if (removed.length > 0)
      await writeOrder(tx, edit.watchlistId, await orderedSymbols(tx, edit.watchlistId));
    return { removed: removed.length > 0 };
  });
}

/** Moves a symbol to `toIndex` (clamped to the list), the others keeping their order. */
export function moveSymbol(db: Database, edit: ItemEdit, symbol: string, toIndex: number) {
  return editList(db, edit, async (tx) => {
    const order = await orderedSymbols(tx, edit.watchlistId);
    const from = order.indexOf(symbol);
    if (from < 0) throw new WatchlistItemNotFoundError(symbol);
    order.splice(from, 1);
    order.splice(Math.max(0, Math.min(toIndex, order.length)), 0, symbol);
    await writeOrder(tx, edit.watchlistId, order);
    return { symbols: order };
  });
}

/** Sets a symbol's note and target price; `undefined` leaves a field as it is, `null` clears it. */
export function updateItem(
  db: Database,
  edit: ItemEdit,
  symbol: string,
  fields: { note?: string | null; targetPrice?: number | null },
) {
  return editList(db, edit, async (tx) => {
    const [item] = await tx
      .update(watchlistItems)
      .set(fields)
      .where(and(inList(edit.watchlistId), eq(watchlistItems.symbol, symbol)))
      .returning({
        symbol: watchlistItems.symbol,
        note: watchlistItems.note,
        targetPrice: watchlistItems.targetPrice,
      });
    if (!item) throw new WatchlistItemNotFoundError(symbol);
    return item;
  });
}
