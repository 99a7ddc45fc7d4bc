import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { userPreferences, users } from "@/server/db/schema";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Log in instead.");
    this.name = "EmailTakenError";
  }
}

/** A guest user row, so everything a guest saves has a real owner id (NOTES: next-auth with guests). */
export async function createGuestUser(db: Database) {
  const [row] = await db.insert(users).values({ type: "guest" }).returning({ id: users.id, type: users.type });
  return row!;
}

type NewAccount = Pick<
  typeof users.$inferInsert,
  "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent" | "affiliateId" | "referrerHost" | "signupFlow"
> & { email: string; passwordHash: string; name: string | null };

export async function createAccount(db: Database, account: NewAccount) {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...account, type: "authenticated" })
      .returning({ id: users.id, email: users.email });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** Registers a guest in place: same id (so all its rows stay its own), type becomes authenticated. */
export async function upgradeGuestToAccount(db: Database, guestId: string, account: NewAccount) {
  try {
    const [row] = await db
      .update(users)
      .set({ ...account, type: "authenticated" })
      .where(and(eq(users.id, guestId), eq(users.type, "guest")))
      .returning({ id: users.id, email: users.email });
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * Moves a guest's data to an existing account and deletes the guest, in one transaction. Safe to
 * call twice, or twice at once: the guest row is locked first, and once it is gone there is nothing
 * left to move. Errors are the caller's to surface: a login must fail if the move failed.
 * Each feature whose rows a guest can own adds its move here.
 */
export async function mergeGuestIntoAccount(db: Database, guestId: string, accountId: string): Promise<{ moved: boolean }> {
  if (guestId === accountId) return { moved: false }; // an in-place upgrade: the rows are already the account's
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, guestId), eq(users.type, "guest")))
      .for("update");
    if (!guest) return { moved: false };
    // Preferences: the account's own win; a guest's fill in what the account never set.
    await tx.execute(sql`
      insert into ${userPreferences} (user_id, theme, updated_at)
      select ${accountId}, theme, updated_at from ${userPreferences} where user_id = ${guestId}
      on conflict (user_id) do nothing`);
    await tx.delete(users).where(eq(users.id, guestId));
    return { moved: true };
  });
}

/** Removes guest rows unused for `days` days (their data goes with them by cascade). */
export async function deleteStaleGuests(db: Database, days = 30): Promise<number> {
  const removed = await db
    .delete(users)
    .where(and(eq(users.type, "guest"), lt(users.lastSeenAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: users.id });
  return removed.length;
}
