import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { retiredGuests, userPreferences, users } from "@/server/db/schema";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Log in instead.");
    this.name = "EmailTakenError";
  }
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

/**
 * Registers a guest in place: same id (so all its rows stay its own), type becomes authenticated.
 * A guest that never saved anything has no row yet: the account is then made under its id. Null
 * when the id already belongs to an account (the guest changed while registering).
 */
export async function upgradeGuestToAccount(db: Database, guestId: string, account: NewAccount) {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...account, id: guestId, type: "authenticated" })
      .onConflictDoUpdate({ target: users.id, set: { ...account, type: "authenticated" }, setWhere: eq(users.type, "guest") })
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
    // Whatever happens, the guest id is over: its cookie now reads as a visitor (docs/security.md, "Sessions").
    await tx.insert(retiredGuests).values({ id: guestId }).onConflictDoNothing();
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

/**
 * Removes guest rows unused for `days` days (their data goes with them by cascade) and retires
 * their ids; retirements older than the session lifetime (30 days) are forgotten, since every
 * cookie that could carry them has expired.
 */
export async function deleteStaleGuests(db: Database, days = 30): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = (await tx.execute(sql`
      with removed as (
        delete from ${users} where type = 'guest' and last_seen_at < now() - make_interval(days => ${days}) returning id
      )
      insert into ${retiredGuests} (id) select id from removed on conflict (id) do nothing returning id`)) as unknown as { rows: unknown[] };
    await tx.delete(retiredGuests).where(lt(retiredGuests.retiredAt, sql`now() - interval '30 days'`));
    return removed.rows.length;
  });
}
