import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { HeaderSource } from "@/server/auth/read-header";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { authSecretCheck, retiredGuests, signInFingerprints, users } from "@/server/db/schema";
import { deviceFingerprint } from "@/server/http/device-fingerprint";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import { EmailTakenError } from "./email-taken-error";
import type { GuestRowMover } from "./guest-row-mover";

type Attribution =
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "utmTerm"
  | "utmContent"
  | "affiliateId"
  | "referrerHost"
  | "signupFlow";
type NewAccount = Pick<typeof users.$inferInsert, Attribution> & {
  email: string;
  passwordHash: string;
  name: string | null;
};

/** Inserts a user row, turning a taken email into EmailTakenError. Null when `upsert` found no guest to upgrade. */
async function insertAccount(run: () => Promise<{ id: string; email: string | null }[]>) {
  try {
    const [row] = await run();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function createAccount(db: Database, account: NewAccount) {
  const row = await insertAccount(() =>
    db
      .insert(users)
      .values({ ...account, type: "authenticated" })
      .returning({ id: users.id, email: users.email }),
  );
  return row!;
}

/**
 * Registers a guest in place: same id (so all its rows stay its own), type authenticated, and
 * `createdAt` now, the registration's moment, which signups are counted by (countSignups). A guest
 * that never saved has no row yet: the account is then made under its id. Null when the id already
 * belongs to an account (the guest changed while registering).
 */
export function upgradeGuestToAccount(db: Database, guestId: string, account: NewAccount) {
  const set = { ...account, type: "authenticated" as const, createdAt: sql`now()` };
  return insertAccount(() =>
    db
      .insert(users)
      .values({ ...account, id: guestId, type: "authenticated" })
      .onConflictDoUpdate({ target: users.id, set, setWhere: eq(users.type, "guest") })
      .returning({ id: users.id, email: users.email }),
  );
}

/**
 * Moves a guest's data to an existing account and deletes the guest, in one transaction: each of
 * `movers` (every feature's `moveGuestRows`, handed in by the composition root) runs
 * in it, so one that fails moves nothing (docs/behaviour.md#sessions). Safe to call twice, or twice
 * at once: the guest row is locked first, and once it is gone there is nothing left to move.
 * Errors are the caller's to surface: a login must fail if the move failed.
 */
export async function mergeGuestIntoAccount(
  db: Database,
  guestId: string,
  accountId: string,
  movers: readonly GuestRowMover[],
): Promise<{ moved: boolean }> {
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
    for (const move of movers) await move(tx, guestId, accountId);
    await tx.delete(users).where(eq(users.id, guestId));
    return { moved: true };
  });
}

/**
 * Writes a guest's user row at its first save (docs/security.md, "Sessions"): starting a guest
 * session makes no row, so browsing as a guest costs the database nothing. A retired guest id is
 * never brought back.
 */
export async function ensureGuestRow(db: Database, guestId: string): Promise<void> {
  await db.execute(sql`
    insert into ${users} (id, type)
    select ${guestId}::uuid, 'guest'
    where not exists (select 1 from ${retiredGuests} where id = ${guestId})
    on conflict (id) do nothing`);
}

/** Bumps the last-seen time, at most once an hour, so an active guest is never cleaned up. */
export async function touchUser(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(users.id, userId), lt(users.lastSeenAt, sql`now() - interval '1 hour'`)));
}

/** Moves an account's session version on, which ends every session issued before (end-session.ts). */
export async function bumpSessionVersion(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Retires a guest id for good and removes its row, its data going with it by cascade (end-session.ts). */
export async function retireGuest(db: Database, guestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(retiredGuests).values({ id: guestId }).onConflictDoNothing();
    await tx.delete(users).where(and(eq(users.id, guestId), eq(users.type, "guest")));
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
      insert into ${retiredGuests} (id) select id from removed on conflict (id) do nothing returning id`)) as unknown as {
      rows: unknown[];
    };
    await tx
      .delete(retiredGuests)
      .where(lt(retiredGuests.retiredAt, sql`now() - interval '30 days'`));
    return removed.rows.length;
  });
}

/**
 * Makes `email` (normalised) an administrator with this hash, creating the account if needed
 * (upsert-admin.ts). The address counts as confirmed: an operator typed it on the server itself.
 */
export async function saveAdmin(
  db: Database,
  { email, passwordHash, name }: { email: string; passwordHash: string; name: string | null },
) {
  const set = {
    passwordHash,
    type: "admin" as const,
    lastSeenAt: sql`now()`,
    emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
  };
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, name, type: "admin", emailVerifiedAt: sql`now()` })
    .onConflictDoUpdate({ target: users.email, set })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** Locks a user's row until `tx` ends: what another feature counts under a plan limit cannot race (the screener's save). */
export async function lockUserRow(tx: DatabaseTransaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Remembers the Stripe customer made for a user, so billing's next checkout reuses it; runs in billing's transaction when given one. */
export async function saveStripeCustomerId(
  db: Database,
  userId: string,
  customerId: string,
): Promise<void> {
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}

/**
 * A new password hash, and the session version moved on in the same write: every session issued
 * before ends (docs/product.md#accounts-and-mail). Returns the new version.
 */
export async function replacePassword(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.sessionVersion });
  return row?.version ?? 0;
}

/**
 * Notes where an account signed in or came back from, or that it did so again now, as keyed hashes:
 * the network and browser, and the browser's device id when it has one (docs/security.md#affiliate-program).
 */
export async function recordSignInFrom(
  db: Database,
  userId: string,
  headers: HeaderSource,
): Promise<void> {
  const device = deviceFingerprint(headers);
  const fingerprints = [visitorFingerprint(headers), ...(device ? [device] : [])];
  await db
    .insert(signInFingerprints)
    .values(fingerprints.map((fingerprint) => ({ userId, fingerprint })))
    .onConflictDoUpdate({
      target: [signInFingerprints.userId, signInFingerprints.fingerprint],
      set: { lastSeenAt: sql`now()` },
    });
}

/**
 * Binds the account to the affiliate whose code it came through: `users.affiliate_id` is the
 * server's binding (docs/behaviour.md#attribution), which billing's outcomes and the Conversion events
 * read. Written once, inside the affiliate program's transaction that records the referral.
 */
export async function saveAffiliateBinding(
  tx: DatabaseTransaction,
  userId: string,
  code: string,
): Promise<void> {
  await tx.update(users).set({ affiliateId: code }).where(eq(users.id, userId));
}

/** Stores `candidate` as the deployment's AUTH_SECRET fingerprint unless one is stored; returns the stored one. */
export async function claimAuthSecretFingerprint(db: Database, candidate: string): Promise<string> {
  await db.insert(authSecretCheck).values({ fingerprint: candidate }).onConflictDoNothing();
  const [row] = await db.select({ fingerprint: authSecretCheck.fingerprint }).from(authSecretCheck);
  if (!row) throw new Error("auth_secret_check has no row after it was claimed");
  return row.fingerprint;
}
