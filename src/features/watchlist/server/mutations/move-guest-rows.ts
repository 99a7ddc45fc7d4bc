import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { DatabaseTransaction } from "@/server/db/create-database";
import { watchlistEdits, watchlists } from "@/server/db/schema";
import { freeListName } from "./free-list-name";

/**
 * A guest's lists go to the account it logs in to (docs/behaviour.md#sessions), in the merge's
 * transaction, items and all. A name the account already uses gets " (2)"; the account's default
 * stays its default. Lists past the plan's number are kept: the plan-limit check then refuses
 * additions until the person is back within it. Lists the guest deleted go with the guest. The
 * ids of the guest's applied edits move too, so an edit the guest made offline and the device sends
 * again after the login is still applied once.
 */
export async function moveGuestRows(
  tx: DatabaseTransaction,
  guestId: string,
  accountId: string,
): Promise<void> {
  const live = (userId: string) => and(eq(watchlists.userId, userId), isNull(watchlists.deletedAt));
  const kept = await tx
    .select({ name: watchlists.name, isDefault: watchlists.isDefault })
    .from(watchlists)
    .where(live(accountId));
  const taken = new Set(kept.map((list) => list.name.toLowerCase()));
  const accountHasDefault = kept.some((list) => list.isDefault);
  const moving = await tx
    .select({ id: watchlists.id, name: watchlists.name, isDefault: watchlists.isDefault })
    .from(watchlists)
    .where(live(guestId))
    .orderBy(asc(watchlists.createdAt));
  for (const list of moving) {
    const name = freeListName(list.name, taken);
    taken.add(name.toLowerCase());
    await tx
      .update(watchlists)
      .set({ userId: accountId, name, isDefault: list.isDefault && !accountHasDefault })
      .where(eq(watchlists.id, list.id));
  }
  await tx
    .update(watchlistEdits)
    .set({ userId: accountId })
    .where(eq(watchlistEdits.userId, guestId));
}
