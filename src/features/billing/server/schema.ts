import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../../auth/server/schema";

/*
 * The tables features/billing owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 */

/**
 * A user's paid subscription, as our database knows it: the state every entitlement is read from.
 * One row per user; Stripe (or local billing) moves it through its statuses.
 */
export const subscriptions = pgTable(
  "subscription",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    externalId: text("external_id").notNull(),
    planId: text("plan_id", { enum: ["pro", "premium"] }).notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the provider produced this state: an older state never overwrites a newer one. */
    stateAt: timestamp("state_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("subscription_external_id_key").on(table.externalId)],
);

/** Paid invoices, for revenue and (later) affiliate commissions; refunds reduce them. */
export const invoices = pgTable("invoice", {
  id: text("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  subscriptionExternalId: text("subscription_external_id"),
  amountPaid: integer("amount_paid").notNull(),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  currency: text("currency").notNull(),
  /** The payment intent that paid it: how a refunded charge finds its invoice. */
  paymentIntentId: text("payment_intent_id"),
  paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  /** The plan and period billed; null when the invoice bills nothing we sell (or a Stripe row recorded before these columns). */
  planId: text("plan_id", { enum: ["pro", "premium"] }),
  interval: text("interval", { enum: ["month", "year"] }),
  /** Stripe's page for the invoice (receipt and PDF); local billing has none. */
  hostedInvoiceUrl: text("hosted_invoice_url"),
  /** When the card's owner disputed the payment (a chargeback): the money is treated as returned. */
  disputedAt: timestamp("disputed_at", { withTimezone: true }),
  /**
   * When we learned that the payment's dispute closed in the merchant's favour. Stripe does not
   * deliver events in order, so an opening that arrives after this changes nothing (a charge has
   * at most one dispute: an inquiry that escalates stays the same dispute).
   */
  disputeClosedAt: timestamp("dispute_closed_at", { withTimezone: true }),
  /**
   * Stripe's fingerprint of the card that paid (the same card has the same one on every customer of
   * our account): a referred customer paying with the affiliate's card earns no commission
   * (docs/product.md#affiliate-program). Null for local billing and other payment methods.
   */
  cardFingerprint: text("card_fingerprint"),
});

/**
 * Every billing event applied, by its id, written in the same transaction as its effects: a
 * replayed webhook finds its id and changes nothing.
 */
export const processedBillingEvents = pgTable("processed_billing_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The checkout a member last asked for, and when that intent began: asking again for the same
 * price within the intent window reuses its start in the Stripe Idempotency-Key, so Stripe answers
 * with the session it already made (docs/product.md#plans). A window measured from the intent's
 * start, not a clock bucket, so a retry a second after a bucket boundary is still the same intent.
 */
export const checkoutIntents = pgTable("checkout_intent", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  priceId: text("price_id").notNull(),
  openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
});
