import "server-only";
import { and, asc, count, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { lockUserRow } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { watchlists } from "@/server/db/schema";
import { lockOwnedWatchlist } from "./lock-owned-watchlist";
import { WatchlistNameTakenError, WatchlistNotFoundError } from "./watchlist-errors";

/** How long a deleted list can be brought back by "Undo" (docs/product.md#watchlists). */
export const RESTORE_WINDOW_MINUTES = 10;

const listColumns = { id: watchlists.id, name: watchlists.name, isDefault: watchlists.isDefault };
const live = (userId: string) => and(eq(watchlists.userId, userId), isNull(watchlists.deletedAt));

/** A unique-name refusal becomes WatchlistNameTakenError; anything else goes on as it was. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new WatchlistNameTakenError();
    throw error;
  }
}

/**
 * Creates a list once `assertRoom` accepts the number the user has (it throws to refuse: the
 * plan's limit). The user's row is locked first, so two creations at once cannot both slip under
 * the limit. A person's first list is their default.
 */
export function createWatchlist(
  db: Database,
  userId: string,
  name: string,
  assertRoom: (held: number) => void,
) {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const [held] = await tx.select({ n: count() }).from(watchlists).where(live(userId));
      assertRoom(held?.n ?? 0);
      const [created] = await tx
        .insert(watchlists)
        .values({ userId, name, isDefault: (held?.n ?? 0) === 0 })
        .returning(listColumns);
      return created!;
    }),
  );
}

export function renameWatchlist(db: Database, userId: string, watchlistId: string, name: string) {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      await lockOwnedWatchlist(tx, userId, watchlistId);
      const [renamed] = await tx
        .update(watchlists)
        .set({ name })
        .where(eq(watchlists.id, watchlistId))
        .returning(listColumns);
      return renamed!;
    }),
  );
}

/**
 * Makes one list the default (the one "Add to watchlist" fills first); the others stop being it.
 * Like every change that touches more than one of a person's lists, it locks the person's row
 * first: two tabs then take turns instead of deadlocking on each other's lists.
 */
export async function setDefaultWatchlist(db: Database, userId: string, watchlistId: string) {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await lockOwnedWatchlist(tx, userId, watchlistId);
    await tx
      .update(watchlists)
      .set({ isDefault: false })
      .where(and(live(userId), eq(watchlists.isDefault, true)));
    await tx.update(watchlists).set({ isDefault: true }).where(eq(watchlists.id, watchlistId));
  });
}

/**
 * Deletes a list so that "Undo" can bring it back for a while: it is marked, not removed, and
 * counts toward nothing meanwhile. When it was the default, the oldest remaining list takes over.
 */
export async function deleteWatchlist(db: Database, userId: string, watchlistId: string) {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const list = await lockOwnedWatchlist(tx, userId, watchlistId);
    await tx
      .update(watchlists)
      .set({ deletedAt: sql`now()`, isDefault: false })
      .where(eq(watchlists.id, watchlistId));
    if (!list.isDefault) return;
    const [next] = await tx
      .select({ id: watchlists.id })
      .from(watchlists)
      .where(live(userId))
      .orderBy(asc(watchlists.createdAt))
      .limit(1);
    if (next)
      await tx.update(watchlists).set({ isDefault: true }).where(eq(watchlists.id, next.id));
  });
}

/**
 * The person's default list, made as `name` when they have no list (the first "Add to watchlist"),
 * within the plan's number of lists. One transaction under the person's lock, so two first
 * additions at once find the same list instead of both making one.
 */
export function ensureDefaultWatchlist(
  db: Database,
  userId: string,
  name: string,
  assertRoom: (held: number) => void,
) {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const [existing] = await tx
        .select(listColumns)
        .from(watchlists)
        .where(live(userId))
        .orderBy(desc(watchlists.isDefault), asc(watchlists.createdAt))
        .limit(1);
      if (existing) return existing;
      assertRoom(0);
      const [created] = await tx
        .insert(watchlists)
        .values({ userId, name, isDefault: true })
        .returning(listColumns);
      return created!;
    }),
  );
}

/**
 * Brings back a list deleted in the last few minutes, within the plan's number of lists and if its
 * name is still free. A list that is not deleted is answered as it is: "Undo" pressed twice.
 */
export function restoreWatchlist(
  db: Database,
  userId: string,
  watchlistId: string,
  assertRoom: (held: number) => void,
) {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const restorable = or(
        isNull(watchlists.deletedAt),
        gt(watchlists.deletedAt, sql`now() - make_interval(mins => ${RESTORE_WINDOW_MINUTES})`),
      );
      const [list] = await tx
        .select({ ...listColumns, deletedAt: watchlists.deletedAt })
        .from(watchlists)
        .where(and(eq(watchlists.id, watchlistId), eq(watchlists.userId, userId), restorable))
        .for("update");
      if (!list) throw new WatchlistNotFoundError();
      if (!list.deletedAt) return { id: list.id, name: list.name, isDefault: list.isDefault };
      const [held] = await tx.select({ n: count() }).from(watchlists).where(live(userId));
      assertRoom(held?.n ?? 0);
      const [restored] = await tx
        .update(watchlists)
        .set({ deletedAt: null, isDefault: (held?.n ?? 0) === 0 })
        .where(eq(watchlists.id, watchlistId))
        .returning(listColumns);
      return restored!;
    }),
  );
}
