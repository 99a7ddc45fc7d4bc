import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  accountTokenPurposes,
  affiliateStatuses,
  chatEventKinds,
  chatModerationActions,
  chatSanctionKinds,
  chatSentiments,
  commissionKinds,
  commissionStates,
  mailDeliveryStatuses,
  marketRefreshStatuses,
  referralRefusalReasons,
  securityTypes,
  signupFlows,
  themes,
  userTypes,
} from "./enums";

export {
  type SignupFlow,
  signupFlows,
  type Theme,
  themes,
  type UserType,
  userTypes,
} from "./enums";

/*
 * Each table has one owning feature, and only the owner's server/data.ts and server/mutations.ts
 * import it; other features go through the functions the owner's server/index.ts exports
 * (docs/architecture.md#layers). eslint.config.mjs holds the same map as `tableOwners` and refuses
 * other imports, and a table added here without an owner there stops lint.
 *   auth       users, retired_guest, account_token, sign_in_fingerprint: who a session is, where accounts sign in from, and the mailed links that act on an account. Other features' columns on `users` stay
 *              auth's to read and write: the attribution (analytics counts signups through
 *              countSignups), the Stripe customer (billing, through findUser,
 *              findUserIdByStripeCustomer and saveStripeCustomerId); the screener locks a row
 *              with lockUserRow.
 *   account    user_preferences
 *   analytics  analytics_event
 *   billing    subscription, invoice, processed_billing_event, checkout_intent
 *   mail       mail_delivery
 *   market     security, daily_bar, market_refresh (the screener reads `securityListing`)
 *   screener   saved_screen
 *   watchlist  watchlist, watchlist_item, watchlist_edit
 *   chat       chat_room, chat_message, chat_message_price, chat_message_revision, chat_event,
 *              chat_report, chat_mute, chat_sanction, chat_moderation_log (authors are read through
 *              auth's `publicAccounts`, symbols and prices through the market's `securityListing`)
 *   affiliate  affiliate, affiliate_link, affiliate_click, affiliate_referral, affiliate_referral_refusal,
 *              affiliate_commission, affiliate_payout (the binding is also written to `users.affiliate_id`
 *              through auth's saveAffiliateBinding; invoices are read through billing's findInvoice)
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
 * One row per mail handed to the job queue, keyed by the queue job's id (docs/architecture.md#mail):
 * the worker marks it sent once the SMTP server accepted it, and a job run again finds it sent and
 * sends nothing. Failures stay with their last error for /admin/mail. Never the mail's links.
 */
export const mailDeliveries = pgTable(
  "mail_delivery",
  {
    id: uuid("id").primaryKey(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    status: text("status", { enum: mailDeliveryStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_delivery_created_at_idx").on(table.createdAt),
    check(
      "mail_delivery_status_known",
      sql`${table.status} in ('queued', 'retrying', 'sent', 'failed')`,
    ),
  ],
);

/** A person's settings, kept on the server so they follow the account (and move from a guest to it). */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    theme: text("theme", { enum: themes }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("user_preferences_theme_known", sql`${table.theme} in ('light', 'dark')`)],
);

/**
 * Analytics events received at /ingest (PostHog's capture protocol), for /admin/analytics. The
 * event's own uuid is unique, so a batch posthog-js retries is stored once.
 */
export const analyticsEvents = pgTable(
  "analytics_event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    uuid: uuid("uuid").notNull(),
    event: text("event").notNull(),
    family: text("family").notNull(),
    distinctId: text("distinct_id").notNull(),
    sessionId: text("session_id"),
    userType: text("user_type"),
    pagePath: text("page_path"),
    properties: jsonb("properties").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("analytics_event_uuid_key").on(table.uuid),
    index("analytics_event_occurred_at_idx").on(table.occurredAt),
    index("analytics_event_family_occurred_at_idx").on(table.family, table.occurredAt),
    index("analytics_event_event_occurred_at_idx").on(table.event, table.occurredAt),
  ],
);

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

/**
 * One row per listed security: the latest quote and the figures derived from its daily history,
 * in one table so a screen is one indexed query. Percentages are in percent (2.5 = 2.5%).
 */
export const securities = pgTable(
  "security",
  {
    symbol: text("symbol").primaryKey(),
    name: text("name").notNull(),
    securityType: text("security_type", { enum: securityTypes }).notNull(),
    exchange: text("exchange"),
    sector: text("sector"),
    industry: text("industry"),
    country: text("country"),
    ipoYear: integer("ipo_year"),
    marketCap: doublePrecision("market_cap"),
    lastPrice: doublePrecision("last_price"),
    change: doublePrecision("change"),
    changePct: doublePrecision("change_pct"),
    volume: bigint("volume", { mode: "number" }),
    perf1w: doublePrecision("perf_1w"),
    perf1m: doublePrecision("perf_1m"),
    perf3m: doublePrecision("perf_3m"),
    perfYtd: doublePrecision("perf_ytd"),
    perf1y: doublePrecision("perf_1y"),
    high52w: doublePrecision("high_52w"),
    low52w: doublePrecision("low_52w"),
    fromHigh52w: doublePrecision("from_high_52w"),
    fromLow52w: doublePrecision("from_low_52w"),
    sma20: doublePrecision("sma20"),
    sma50: doublePrecision("sma50"),
    sma200: doublePrecision("sma200"),
    rsi14: doublePrecision("rsi14"),
    avgVolume3m: bigint("avg_volume_3m", { mode: "number" }),
    relVolume: doublePrecision("rel_volume"),
    /** The last 21 closes as text, oldest first (compute-technicals.ts): a watchlist row's sparkline. */
    monthCloses: text("month_closes"),
    // Fundamentals (docs/product.md#market-data): from the live provider only; null in snapshot mode.
    open: doublePrecision("open"),
    previousClose: doublePrecision("previous_close"),
    dayLow: doublePrecision("day_low"),
    dayHigh: doublePrecision("day_high"),
    sharesOutstanding: bigint("shares_outstanding", { mode: "number" }),
    /** Trailing twelve months' price/earnings; null without positive earnings. */
    peRatio: doublePrecision("pe_ratio"),
    forwardPe: doublePrecision("forward_pe"),
    /** Trailing twelve months' earnings per share, in dollars. */
    eps: doublePrecision("eps"),
    /** Trailing annual dividend yield, in percent. */
    dividendYield: doublePrecision("dividend_yield"),
    beta: doublePrecision("beta"),
    website: text("website"),
    /** The company's own description (its business summary). */
    description: text("description"),
    /** When the fundamentals above were last stored; null when never. */
    fundamentalsAsOf: timestamp("fundamentals_as_of", { withTimezone: true }),
    /** "snapshot" (the bundled listing, history simulated) or "yahoo" (live). */
    source: text("source").notNull(),
    historySimulated: boolean("history_simulated").notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("security_type_market_cap_idx").on(table.securityType, table.marketCap),
    index("security_sector_idx").on(table.sector),
    index("security_exchange_idx").on(table.exchange),
    index("security_as_of_idx").on(table.asOf),
    index("security_change_pct_idx").on(table.changePct),
    index("security_volume_idx").on(table.volume),
    index("security_rel_volume_idx").on(table.relVolume),
    index("security_rsi_idx").on(table.rsi14),
    index("security_pe_ratio_idx").on(table.peRatio),
    index("security_dividend_yield_idx").on(table.dividendYield),
    index("security_name_lower_idx").on(sql`lower(${table.name})`),
    // Trigram (name substring) and prefix (symbol) indexes for search live in migration 0006: they need pg_trgm.
  ],
);

/**
 * Real daily history from a live provider (the snapshot's is simulated on demand, never stored).
 * Dates are the exchange's trading days; the refresh upserts by (symbol, date), so re-running it is safe.
 */
export const dailyBars = pgTable(
  "daily_bar",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => securities.symbol, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    open: doublePrecision("open").notNull(),
    high: doublePrecision("high").notNull(),
    low: doublePrecision("low").notNull(),
    close: doublePrecision("close").notNull(),
    volume: bigint("volume", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/**
 * One row per market-data refresh: its progress while it runs and its outcome after. At most one
 * runs at a time across every app node: the partial unique index refuses a second "running" row.
 */
export const marketRefreshes = pgTable(
  "market_refresh",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    status: text("status", { enum: marketRefreshStatuses }).notNull(),
    /** "quotes" while quoting the universe, then "history" while updating bars and technicals. */
    phase: text("phase", { enum: ["quotes", "history"] })
      .notNull()
      .default("quotes"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("market_refresh_one_running_key")
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
    index("market_refresh_started_idx").on(table.startedAt),
  ],
);

/** A user's named screen (filters, sort and view), limited by plan (docs/product.md#plans). */
export const savedScreens = pgTable(
  "saved_screen",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    state: jsonb("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("saved_screen_user_name_key").on(table.userId, sql`lower(${table.name})`),
  ],
);

/**
 * A user's named list of symbols, limited by plan (docs/product.md#watchlists). A deleted list is
 * kept for a short while (`deletedAt`) so "Undo" can bring it back; it counts toward nothing.
 */
export const watchlists = pgTable(
  "watchlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    /** The secret of the list's read-only link (`/watchlists/shared/<token>`); null when not shared. Revoking clears it. */
    shareToken: text("share_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("watchlist_share_token_key").on(table.shareToken),
    uniqueIndex("watchlist_user_name_key")
      .on(table.userId, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    // At most one default list per user.
    uniqueIndex("watchlist_user_default_key")
      .on(table.userId)
      .where(sql`${table.isDefault} and ${table.deletedAt} is null`),
    index("watchlist_deleted_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);

/**
 * One symbol in a list. Positions are 0…n−1 with no gap or repeat: every change to a list's items
 * locks its `watchlist` row first and renumbers, so edits from two tabs apply one after the other.
 * No foreign key to `security`: a symbol that leaves the listing stays in the list, shown without a quote.
 */
export const watchlistItems = pgTable(
  "watchlist_item",
  {
    watchlistId: uuid("watchlist_id")
      .notNull()
      .references(() => watchlists.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    position: integer("position").notNull(),
    note: text("note"),
    targetPrice: doublePrecision("target_price"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.watchlistId, table.symbol] }),
    uniqueIndex("watchlist_item_position_key").on(table.watchlistId, table.position),
  ],
);

/**
 * Edits already applied, by the id the browser gave them: an edit made offline and sent again
 * after a reload is applied once (docs/product.md#watchlists, "Idempotent edits"). Kept for 30 days.
 */
export const watchlistEdits = pgTable(
  "watchlist_edit",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    editId: uuid("edit_id").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.editId] }),
    index("watchlist_edit_applied_idx").on(table.appliedAt),
  ],
);

/**
 * A chat room that has had a message: `general` or a listed symbol (docs/product.md#chat).
 * `last_seq` numbers the room's events; taking the next number updates this row, which holds its
 * lock until the writing transaction commits, so a room's events commit in number order and a
 * reader resuming after event n never misses one that commits later with a smaller number.
 */
export const chatRooms = pgTable("chat_room", {
  room: text("room").primaryKey(),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
});

/**
 * A message. The id orders a room's history (the cursor of its pages); `body` is the current
 * text, earlier versions are in chat_message_revision. Deleting or hiding keeps the row for
 * moderators: readers get a placeholder (deleted) or nothing (hidden).
 */
export const chatMessages = pgTable(
  "chat_message",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    room: text("room").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    sentiment: text("sentiment", { enum: chatSentiments }),
    /** The quoted message; a deleted quote shows as "message deleted". */
    replyToId: bigint("reply_to_id", { mode: "number" }).references(
      (): AnyPgColumn => chatMessages.id,
      { onDelete: "set null" },
    ),
    /** Whether the text holds a web link, for the auto-labelling and moderation queue. */
    hasLinks: boolean("has_links").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Hidden by a moderator, or automatically after reports from several established accounts. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** When a moderator last looked at its reports: the queue shows reports made after it. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [
    index("chat_message_room_idx").on(table.room, table.id),
    index("chat_message_author_idx").on(table.authorId, table.createdAt),
    index("chat_message_room_created_idx").on(table.room, table.createdAt),
    // The directory's trending rooms: every room's messages of the last 24 hours.
    index("chat_message_created_idx").on(table.createdAt),
    check("chat_message_sentiment_known", sql`${table.sentiment} in ('bullish', 'bearish')`),
  ],
);

/** The price of each symbol a message names, recorded when it was posted; an edit never changes it. */
export const chatMessagePrices = pgTable(
  "chat_message_price",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    position: integer("position").notNull(),
    price: doublePrecision("price"),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.symbol] })],
);

/** A message's earlier text, one row per edit, for moderators. */
export const chatMessageRevisions = pgTable(
  "chat_message_revision",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_message_revision_message_idx").on(table.messageId)],
);

/**
 * What happened in a room, numbered per room (chat_room.last_seq): the live stream's event ids and
 * the polling cursor. An event names the message; readers fetch its state as it is now.
 */
export const chatEvents = pgTable(
  "chat_event",
  {
    room: text("room").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: chatEventKinds }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.room, table.seq] }),
    index("chat_event_created_idx").on(table.createdAt),
  ],
);

/** A person's report of a message: once per person and message. */
export const chatReports = pgTable(
  "chat_report",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.reporterId] }),
    index("chat_report_created_idx").on(table.createdAt),
  ],
);

/** A person's own mute: the muted person's messages collapse for them, for nobody else. */
export const chatMutes = pgTable(
  "chat_mute",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedUserId: uuid("muted_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mutedUserId] })],
);

/** A moderator's mute or ban of a person, with the reason they are shown and until when (null: for good). */
export const chatSanctions = pgTable(
  "chat_sanction",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: chatSanctionKinds }).notNull(),
    reason: text("reason").notNull(),
    until: timestamp("until", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
  },
  (table) => [
    index("chat_sanction_user_idx").on(table.userId),
    check("chat_sanction_kind_known", sql`${table.kind} in ('mute', 'ban')`),
  ],
);

/** Every moderator action, and the automatic hiding, as an audit log; kept when the moderator's account goes. */
export const chatModerationLog = pgTable(
  "chat_moderation_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    action: text("action", { enum: chatModerationActions }).notNull(),
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    messageId: bigint("message_id", { mode: "number" }).references(() => chatMessages.id, {
      onDelete: "set null",
    }),
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_moderation_log_created_idx").on(table.createdAt)],
);

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
 * a keyed hash of it with the user agent, which also makes a visitor's repeat visits within the same
 * hour one click (the unique key). The id is the visitor's proof of the click at registration.
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
    visitorHash: text("visitor_hash").notNull(),
    /** The hour the click fell in: with the visitor's hash, the de-duplication key. */
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("affiliate_click_visitor_hour_key").on(
      table.affiliateId,
      table.visitorHash,
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
