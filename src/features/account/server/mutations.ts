import "server-only";
import { sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import type { Theme } from "@/server/db/enums";
import { userPreferences } from "@/server/db/schema";

export async function savePreferences(db: Database, userId: string, preferences: { theme: Theme }) {
  await db
    .insert(userPreferences)
    .values({ userId, theme: preferences.theme })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { theme: preferences.theme, updatedAt: sql`now()` },
    });
}

/** The stock page's chart settings (docs/product.md#stock-page-chart), already checked by the router. */
export async function saveChartSettings(db: Database, userId: string, chart: unknown) {
  await db
    .insert(userPreferences)
    .values({ userId, chart })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { chart, updatedAt: sql`now()` },
    });
}

/**
 * A guest's preferences go to the account it logs in to (docs/behaviour.md#sessions): the
 * account's own win, a guest's fill in what the account never set. Runs in the merge's transaction.
 */
export async function moveGuestRows(
  tx: DatabaseTransaction,
  guestId: string,
  accountId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${userPreferences} (user_id, theme, chart, updated_at)
    select ${accountId}, theme, chart, updated_at from ${userPreferences} where user_id = ${guestId}
    on conflict (user_id) do update
      set chart = coalesce(${userPreferences}.chart, excluded.chart)`);
}
