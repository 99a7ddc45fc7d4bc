import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { announcePageChange } from "@/server/http/page-cache/page-changes";

/**
 * Announced with a list's share token whenever a shared list or its items change, by triggers in
 * the database (drizzle/0043_shared_watchlist_changes.sql), from whichever node or code made it.
 */
export const SHARED_WATCHLIST_CHANNEL = "shared_watchlist_changed";

/**
 * Drops a shared list's page from this node's page cache when its owner changes it or stops
 * sharing it (docs/scaling.md#cached-pages): never sent again, not even while a new one renders.
 */
export async function listenForSharedWatchlistChanges(
  listen: DatabaseHandle["listen"],
): Promise<void> {
  await listen(SHARED_WATCHLIST_CHANNEL, (token) =>
    announcePageChange({ evict: `/watchlists/shared/${token}` }),
  );
}
