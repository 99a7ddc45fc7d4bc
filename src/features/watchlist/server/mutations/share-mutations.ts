import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { lockUserRow } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { watchlistItems, watchlists } from "@/server/db/schema";
import { freeListName } from "./free-list-name";
import { lockOwnedWatchlist } from "./lock-owned-watchlist";
import { WatchlistNotFoundError } from "./watchlist-errors";

/** 128 random bits, URL-safe: not guessable, and short enough to paste (docs/product.md#watchlists, "Sharing"). */
const newShareToken = () => randomBytes(16).toString("base64url");

/** Turns on a list's read-only link, or answers the one it has. */
export async function shareWatchlist(
  db: Database,
  userId: string,
  watchlistId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockOwnedWatchlist(tx, userId, watchlistId);
    const [current] = await tx
      .select({ token: watchlists.shareToken })
      .from(watchlists)
      .where(eq(watchlists.id, watchlistId));
    if (current?.token) return current.token;
    const token = newShareToken();
    await tx.update(watchlists).set({ shareToken: token }).where(eq(watchlists.id, watchlistId));
    return token;
  });
}

/** Revokes the link: the old address answers "not found" from now on; sharing again makes a new one. */
export async function unshareWatchlist(
  db: Database,
  userId: string,
  watchlistId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnedWatchlist(tx, userId, watchlistId);
    await tx.update(watchlists).set({ shareToken: null }).where(eq(watchlists.id, watchlistId));
  });
}

/**
 * Copies a shared list into the caller's own lists, symbols in order (notes and targets stay the
 * owner's), under a name free among theirs. `assertRoom` hears how many lists the caller has and how
 * many symbols the copy holds, and throws to refuse (the plan's limits).
 */
export async function copySharedWatchlist(
  db: Database,
  userId: string,
  token: string,
  assertRoom: (lists: number, symbols: number) => void,
) {
  return db.transaction(async (tx) => {
    const [shared] = await tx
      .select({ id: watchlists.id, name: watchlists.name })
      .from(watchlists)
      .where(and(eq(watchlists.shareToken, token), isNull(watchlists.deletedAt)));
    if (!shared) throw new WatchlistNotFoundError();
    const symbols = (
      await tx
        .select({ symbol: watchlistItems.symbol })
        .from(watchlistItems)
        .where(eq(watchlistItems.watchlistId, shared.id))
        .orderBy(asc(watchlistItems.position))
    ).map((row) => row.symbol);
    await lockUserRow(tx, userId);
    const own = await tx
      .select({ name: watchlists.name, isDefault: watchlists.isDefault })
      .from(watchlists)
      .where(and(eq(watchlists.userId, userId), isNull(watchlists.deletedAt)));
    assertRoom(own.length, symbols.length);
    const name = freeListName(shared.name, new Set(own.map((list) => list.name.toLowerCase())));
    const [copy] = await tx
      .insert(watchlists)
      .values({ userId, name, isDefault: own.length === 0 })
      .returning({ id: watchlists.id, name: watchlists.name });
    if (symbols.length > 0)
      await tx
        .insert(watchlistItems)
        .values(symbols.map((symbol, position) => ({ watchlistId: copy!.id, symbol, position })));
    return copy!;
  });
}
