import "server-only";
import { and, count, eq, gte, lt, ne, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/create-database";
import type { AccountTokenPurpose } from "@/server/db/enums";
import { preparedStatement } from "@/server/db/prepared-statement";
import {
  accountTokens,
  retiredGuests,
  signInFingerprints,
  type UserType,
  users,
} from "@/server/db/schema";
import type { SessionUser } from "@/types/session-user";
import { hashToken, tokenRefusal } from "./mutations/account-tokens";

/** What a session token claims: who, as what, and the session version it was issued under. */
export type SessionClaims = { id: string; type: UserType; version: number };

/**
 * The `users` table as other features select from it (chat's authors), under the alias `name` so a
 * query can join it twice: who someone is in public and how long they have had an account; never an
 * email, a password hash or a billing id. A plain projection, so PostgreSQL pulls it up into the
 * caller's query and `users`' primary key serves it.
 */
export function publicAccountsAs<Alias extends string>(alias: Alias) {
  return new QueryBuilder()
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .as(alias);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account with this (already normalised) email, with its password hash, for sign-in. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/**
 * The user a token stands for now, or null when its session has ended (docs/security.md,
 * "Sessions"): the account's session version moved on (sign-out, later a password change), the
 * account is gone, or the guest was merged, signed out or cleaned up. A guest with no row and no
 * retirement is a fresh guest who has not saved anything yet. The type is the database's, never
 * only the token's, so a changed role applies at once (docs/behaviour.md#roles-and-permissions).
 */
export async function findCurrentSessionUser(
  db: Database,
  claims: SessionClaims,
): Promise<SessionUser | null> {
  const account = await findSessionAccount(db, claims);
  return account && { id: account.id, type: account.type };
}

/** The session's account row, read on every signed-in request: prepared once (prepared-statement.ts). */
const sessionAccountStatement = preparedStatement((db) =>
  db
    .select({
      type: users.type,
      version: users.sessionVersion,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("session_account"),
);

/**
 * findCurrentSessionUser's answer with how the person is shown, read in the same query: the page's
 * session carries them, so the server renders the header and the email banner as the browser will
 * (a name changed or an address confirmed since sign-in shows at the next page).
 */
export async function findSessionAccount(db: Database, claims: SessionClaims) {
  if (!UUID.test(claims.id)) return null;
  const [row] = await sessionAccountStatement(db).execute({ id: claims.id });
  if (row) {
    if (row.version !== claims.version) return null;
    const { type, email, name, emailVerifiedAt } = row;
    return { id: claims.id, type, email, name, emailVerified: emailVerifiedAt !== null };
  }
  if (claims.type !== "guest") return null;
  const [retired] = await db
    .select({ id: retiredGuests.id })
    .from(retiredGuests)
    .where(eq(retiredGuests.id, claims.id))
    .limit(1);
  if (retired) return null;
  return { id: claims.id, type: "guest" as const, email: null, name: null, emailVerified: false };
}

/**
 * A user as the other features read it (the account page, billing): never the password hash or
 * the session version. Null when the id has no row (a visitor, or a guest that has saved nothing).
 */
export async function findUser(db: Database, userId: string) {
  const { id, type, email, name, createdAt, affiliateId, stripeCustomerId, emailVerifiedAt } =
    users;
  const [row] = await db
    .select({ id, type, email, name, createdAt, affiliateId, stripeCustomerId, emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user a Stripe customer was made for (billing's webhook, when Stripe names no user). */
export async function findUserIdByStripeCustomer(
  db: Database,
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Registrations in [from, to), counted per attribution kept at registration
 * (docs/behaviour.md#attribution): a row per flow, source, campaign and affiliate seen, for the
 * analytics dashboard to roll up. A registration is a non-guest account created in the range.
 */
export async function countSignups(db: Database, { from, to }: { from: Date; to: Date }) {
  const { signupFlow, utmSource, utmCampaign, affiliateId } = users;
  return db
    .select({ signupFlow, utmSource, utmCampaign, affiliateId, count: count() })
    .from(users)
    .where(and(ne(users.type, "guest"), gte(users.createdAt, from), lt(users.createdAt, to)))
    .groupBy(signupFlow, utmSource, utmCampaign, affiliateId);
}

/**
 * Registered accounts (not guests) for the dashboard's headline (docs/product.md#analytics): all of
 * them now, and those created in [from, to).
 */
export async function countRegisteredUsers(db: Database, { from, to }: { from: Date; to: Date }) {
  const [row] = await db
    .select({
      total: count(),
      inRange: count(
        sql`case when ${users.createdAt} >= ${from} and ${users.createdAt} < ${to} then 1 end`,
      ),
    })
    .from(users)
    .where(ne(users.type, "guest"));
  return { total: row?.total ?? 0, inRange: row?.inRange ?? 0 };
}

/**
 * The ids of the accounts registered in [from, to), as a query another feature embeds, not a list:
 * billing counts which of them pay in one statement without reading `users` itself.
 */
export function selectUsersRegisteredIn(db: Database, { from, to }: { from: Date; to: Date }) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.type, "guest"), gte(users.createdAt, from), lt(users.createdAt, to)));
}

/**
 * Whether a mailed link would act now, without using it: a password reset checks the new password
 * before spending the link, so a weak one does not cost the person their mail.
 */
export async function findUsableToken(
  db: Database,
  { token, purpose, now }: { token: string; purpose: AccountTokenPurpose; now: Date },
) {
  const [row] = await db
    .select({
      userId: accountTokens.userId,
      email: accountTokens.email,
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) return "unknown" as const;
  return tokenRefusal(row, now) ?? { userId: row.userId, email: row.email };
}

/**
 * Everything the account keeps about the person, for "Export my data" (docs/product.md#accounts-and-mail):
 * never the password hash, the session version or the Stripe customer's id.
 */
export async function exportProfile(db: Database, userId: string) {
  const {
    email,
    name,
    type,
    createdAt,
    emailVerifiedAt,
    utmSource,
    utmMedium,
    utmCampaign,
    utmTerm,
    utmContent,
    affiliateId,
    referrerHost,
    signupFlow,
  } = users;
  const [row] = await db
    .select({
      email,
      name,
      type,
      createdAt,
      emailVerifiedAt,
      utmSource,
      utmMedium,
      utmCampaign,
      utmTerm,
      utmContent,
      affiliateId,
      referrerHost,
      signupFlow,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether the account signed in or came back from `fingerprint` (recordSignInFrom) at or after `since`. */
export async function hasSignedInFrom(
  db: Database,
  userId: string,
  fingerprint: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInFingerprints.userId })
    .from(signInFingerprints)
    .where(
      and(
        eq(signInFingerprints.userId, userId),
        eq(signInFingerprints.fingerprint, fingerprint),
        gte(signInFingerprints.lastSeenAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
