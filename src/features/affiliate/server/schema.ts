import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  affiliateStatuses,
  commissionKinds,
  commissionStates,
  referralRefusalReasons,
} from "../../../server/db/enums";
import { users } from "../../auth/server/schema";

/*
 * The tables features/affiliate owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 * The binding is also written to `users.affiliate_id` through auth's saveAffiliateBinding;
 * invoices are read through billing's findInvoice.
 */

/**
 * An affiliate: a registered user's application, and once approved their code and terms
 * (docs/product.md#affiliate-program). One per user; a rejected applicant may apply again.
 */
export const affiliates = pgTable(
  "affiliate",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: affiliateStatuses }).notNull().default("applied"),
    /** The code links carry (`?affiliate_id=CODE`): random and URL-safe, given at approval. */
    code: text("code"),
    name: text("name").notNull(),
    website: text("website").notNull(),
    promotion: text("promotion").notNull(),
    payoutEmail: text("payout_email").notNull(),
    /** An admin's override of the default rate, in basis points (3000 = 30 %); null for the default. */
    commissionRateBps: integer("commission_rate_bps"),
    /** The admin's note with the last decision, mailed to the applicant. */
    reviewNote: text("review_note"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Where the application was sent from (a keyed hash, as sign-ins): a referral from there is the affiliate's own. */
    appliedFrom: text("applied_from"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliate_user_key").on(table.userId),
    uniqueIndex("affiliate_code_key").on(table.code),
    index("affiliate_status_idx").on(table.status, table.appliedAt),
    check(
      "affiliate_rate_range",
      sql`${table.commissionRateBps} is null or ${table.commissionRateBps} between 0 and 10000`,
    ),
  ],
);

/** A link an affiliate built: a page of the site with UTM fields; clicks landing on it count for it. */
export const affiliateLinks = pgTable(
  "affiliate_link",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The path and UTM fields in one canonical string: the same link built twice is one row, and a click finds its link by it. */
    linkKey: text("link_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("affiliate_link_key").on(table.affiliateId, table.linkKey)],
);

/**
 * A visit that arrived with an affiliate's code, recorded by the server: never the visitor's IP, only
 * keyed hashes of it. One unique visitor per network and hour (the unique key), whatever user agents
 * it sends (docs/security.md#affiliate-program). The id is the visitor's proof at registration.
 */
export const affiliateClicks = pgTable(
  "affiliate_click",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    linkId: uuid("link_id").references(() => affiliateLinks.id, { onDelete: "set null" }),
    landingPath: text("landing_path").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrerHost: text("referrer_host"),
    /** The IP and user agent's hash: the proof at registration when the click's cookie was lost. */
    visitorHash: text("visitor_hash").notNull(),
    /** The IP's hash (networkFingerprint): with the hour, the de-duplication key. */
    networkHash: text("network_hash").notNull(),
    /** The hour the click fell in. */
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliate_click_network_hour_key").on(
      table.affiliateId,
      table.networkHash,
      table.hour,
    ),
    index("affiliate_click_time_idx").on(table.affiliateId, table.clickedAt),
  ],
);

/**
 * A registration bound to an affiliate: once per user (the primary key). `customer_number` numbers
 * the affiliate's referrals from 1, so their ledger can say "Customer 7" and never an address.
 */
export const affiliateReferrals = pgTable(
  "affiliate_referral",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    clickId: uuid("click_id").references(() => affiliateClicks.id, { onDelete: "set null" }),
    customerNumber: integer("customer_number").notNull(),
    boundAt: timestamp("bound_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliate_referral_number_key").on(table.affiliateId, table.customerNumber),
    index("affiliate_referral_time_idx").on(table.affiliateId, table.boundAt),
  ],
);

/** A registration that carried an affiliate's code and was not bound, with the reason, for admins. */
export const affiliateReferralRefusals = pgTable(
  "affiliate_referral_refusal",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    affiliateId: uuid("affiliate_id").references(() => affiliates.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    reason: text("reason", { enum: referralRefusalReasons }).notNull(),
    detail: text("detail").notNull(),
    refusedAt: timestamp("refused_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("affiliate_referral_refusal_time_idx").on(table.refusedAt)],
);

/** A payout an admin marked paid: the due entries it settled point at it. */
export const affiliatePayouts = pgTable(
  "affiliate_payout",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    entryCount: integer("entry_count").notNull(),
    /** The admin's reference for the transfer (a PayPal or bank transaction id), optional. */
    reference: text("reference"),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("affiliate_payout_affiliate_idx").on(table.affiliateId, table.paidAt)],
);

/**
 * The affiliate's ledger: a commission per paid invoice of a referred customer, and the negative
 * adjustments refunds after payout bring. `source_key` is unique: one commission per invoice however
 * often or in whatever order its events arrive, and one adjustment per refunded amount.
 * Amounts in cents; the referred customer is kept as the affiliate's customer number, never an address.
 */
export const affiliateCommissions = pgTable(
  "affiliate_commission",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    sourceKey: text("source_key").notNull(),
    kind: text("kind", { enum: commissionKinds }).notNull(),
    invoiceId: text("invoice_id").notNull(),
    customerNumber: integer("customer_number").notNull(),
    /** What was billed, e.g. "Pro yearly"; null when the invoice bills nothing we name. */
    planLabel: text("plan_label"),
    invoiceAmount: integer("invoice_amount").notNull(),
    rateBps: integer("rate_bps").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    state: text("state", { enum: commissionStates }).notNull(),
    /** Why the entry is what it is now, in words the affiliate reads ("reversed: refund of invoice …"). */
    reason: text("reason"),
    /** When a pending commission becomes due (the holding period's end). */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    payoutId: uuid("payout_id").references(() => affiliatePayouts.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliate_commission_source_key").on(table.sourceKey),
    index("affiliate_commission_affiliate_idx").on(table.affiliateId, table.createdAt),
    index("affiliate_commission_invoice_idx").on(table.invoiceId),
    index("affiliate_commission_pending_idx")
      .on(table.dueAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);
