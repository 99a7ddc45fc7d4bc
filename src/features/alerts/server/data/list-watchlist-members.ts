import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";

export type WatchlistMember = { watchlistId: string; symbol: string; targetPrice: number | null };

/**
 * The symbols (and target prices) of the watchlists alerts watch, read as they are now, so a
 * symbol added later is covered (docs/alerts.md#evaluated-kinds), each list's in its order. A list deleted (kept for Undo) has none.
 * Raw SQL over the watchlist's tables: the evaluator reads them in bulk, which no watchlist entry
 * offers.
 */
export async function listWatchlistMembers(
  db: Database,
  watchlistIds: string[],
): Promise<WatchlistMember[]> {
  if (watchlistIds.length === 0) return [];
  return selectRawRows<WatchlistMember>(
    db,
    sql`select item.watchlist_id as "watchlistId", item.symbol, item.target_price as "targetPrice"
      from watchlist_item item join watchlist list on list.id = item.watchlist_id
      where list.deleted_at is null
        and item.watchlist_id in (
          select json_array_elements_text(${JSON.stringify(watchlistIds)}::json)::uuid)
      order by item.watchlist_id, item.position`,
  );
}
