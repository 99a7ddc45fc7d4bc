import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accountTokenPurposes, signupFlows, userTypes } from "../../../server/db/enums";

/*
 * The tables features/auth owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 * Other features' columns on `users` stay auth's to read and write: the attribution (analytics
 * counts signups through countSignups), the Stripe customer (billing, through findUser,
 * findUserIdByStripeCustomer and saveStripeCustomerId), the affiliate binding (through
 * saveAffiliateBinding); the screener locks a row with lockUserRow.
 */

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; guests have none. */
    email: text("email"),
    passwordHash: text("password_hash"),
    name: text("name"),
    type: text("type", { enum: userTypes }).notNull().default("guest"),
    /** When the row was made, and for an account when it registered: a guest's upgrade sets it anew, so signups count the registration. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped at most hourly while the session is used; unused guest rows are removed after 30 days. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // Marketing attribution at registration (docs/behaviour.md#attribution), kept so conversions are attributed later
    // without trusting the browser again.
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    affiliateId: text("affiliate_id"),
    referrerHost: text("referrer_host"),
    signupFlow: text("signup_flow", { enum: signupFlows }),
    /** The Stripe customer made for this user at their first checkout, reused afterwards. */
    stripeCustomerId: text("stripe_customer_id"),
    /**
     * Every session token carries the version it was issued under; a request whose token carries
     * another is a visitor. Sign-out (and later a password change) bumps it, revoking every copy of
     * the old cookie (docs/security.md, "Sessions").
     */
    sessionVersion: integer("session_version").notNull().default(0),
    /** When the person proved they read mail at `email` (docs/product.md#accounts-and-mail); null until then, and again after an email change is undone. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    index("users_guest_last_seen_idx").on(table.lastSeenAt).where(sql`${table.type} = 'guest'`),
    // The unique index only protects normalised values, so the database refuses any other form.
    check("users_email_normalised", sql`${table.email} = lower(btrim(${table.email}))`),
    check("users_type_known", sql`${table.type} in ('guest', 'authenticated', 'admin')`),
  ],
);

export type User = typeof users.$inferSelect;

/**
 * Guest ids that must never act again: merged into an account, signed out, or cleaned up. A guest's
 * row is written only at its first save, so "no row" alone cannot tell a fresh guest from an ended
 * one. Kept for the session lifetime (30 days), after which the old cookie has expired anyway.
 */
export const retiredGuests = pgTable("retired_guest", {
  id: uuid("id").primaryKey(),
  retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link mailed to act on an account (docs/product.md#accounts-and-mail): only the SHA-256 of its
 * random token is kept, so a copy of the database opens no account. Each works once (`used_at`) and
 * until `expires_at`; `email` is the address it was sent for (verified, or moved to or back).
 */
export const accountTokens = pgTable(
  "account_token",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    /** For an email change's undo: the address the account moved away from. */
    previousEmail: text("previous_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("account_token_hash_key").on(table.tokenHash),
    index("account_token_user_idx").on(table.userId, table.purpose),
    check(
      "account_token_purpose_known",
      sql`${table.purpose} in ('verify_email', 'reset_password', 'change_email', 'undo_email_change')`,
    ),
  ],
);

/**
 * Where an account signs in from: a keyed hash of the IP address and user agent (never the address
 * itself), with when it was last seen. The affiliate program refuses a referral that comes from where
 * the affiliate signs in (docs/product.md#affiliate-program).
 */
export const signInFingerprints = pgTable(
  "sign_in_fingerprint",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fingerprint: text("fingerprint").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.fingerprint] }),
    index("sign_in_fingerprint_idx").on(table.fingerprint, table.lastSeenAt),
  ],
);

/**
 * A keyed hash of the deployment's AUTH_SECRET (never the secret), stored by the first node to
 * start: a node set to another secret would refuse every other node's session cookies behind a
 * load balancer, so it is not started (settle-auth-secret.ts, docs/scaling.md). One row, id 1.
 */
export const authSecretCheck = pgTable(
  "auth_secret_check",
  {
    id: smallint("id").primaryKey().default(1),
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("auth_secret_check_one_row", sql`${table.id} = 1`)],
);
