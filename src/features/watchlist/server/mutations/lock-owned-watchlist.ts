import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DatabaseTransaction } from "@/server/db/create-database";
import { watchlists } from "@/server/db/schema";
import { WatchlistNotFoundError } from "./watchlist-errors";

/**
 * Locks one of the caller's own (undeleted) lists for the rest of the transaction, or throws
 * WatchlistNotFoundError. Every change to a list's items takes this lock first, so edits from two
 * tabs apply one after the other and positions stay 0…n−1 (docs/product.md#watchlists).
 */
export async function lockOwnedWatchlist(
  tx: DatabaseTransaction,
  userId: string,
  watchlistId: string,
) {
  const [list] = await tx
    .select({ id: watchlists.id, name: watchlists.name, isDefault: watchlists.isDefault })
    .from(watchlists)
    .where(
      and(
        eq(watchlists.id, watchlistId),
        eq(watchlists.userId, userId),
        isNull(watchlists.deletedAt),
      ),
    )
    .for("update");
  if (!list) throw new WatchlistNotFoundError();
  return list;
}
