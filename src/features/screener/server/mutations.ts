import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { lockUserRow } from "@/features/auth/server";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { savedScreens } from "@/server/db/schema";

export class ScreenNameTakenError extends Error {}

/**
 * Saves a named screen (its state validated by the router: docs/product.md#screener, "Saved
 * screens") once `assertRoom` accepts the number the user already has (it throws to refuse: the
 * plan's limit). The user's row is locked first (through auth, which owns it), so two
 * saves at once cannot both slip under the limit.
 */
export async function saveScreen(
  db: Database,
  userId: string,
  name: string,
  state: unknown,
  assertRoom: (held: number) => void,
) {
  try {
    return await db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const [row] = await tx
        .select({ n: count() })
        .from(savedScreens)
        .where(eq(savedScreens.userId, userId));
      assertRoom(row?.n ?? 0);
      const [saved] = await tx
        .insert(savedScreens)
        .values({ userId, name, state })
        .returning({ id: savedScreens.id, name: savedScreens.name });
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScreenNameTakenError();
    throw error;
  }
}

export async function deleteScreen(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(savedScreens)
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId)))
    .returning({ id: savedScreens.id });
  return removed.length > 0;
}

/**
 * A guest's saved screens go to the account it logs in to (docs/behaviour.md#sessions), in the
 * merge's transaction. A screen whose name the account already uses stays behind and is removed
 * with the guest: the account's own screens win, as its preferences do.
 */
export async function moveGuestRows(
  tx: DatabaseTransaction,
  guestId: string,
  accountId: string,
): Promise<void> {
  await tx.execute(sql`
    update ${savedScreens} moving set user_id = ${accountId}
    where moving.user_id = ${guestId}
      and not exists (select 1 from ${savedScreens} kept where kept.user_id = ${accountId} and lower(kept.name) = lower(moving.name))`);
}
