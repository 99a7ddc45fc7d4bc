import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../../auth/server/schema";
import { savedScreens } from "../../screener/server/schema";
import { watchlists } from "../../watchlist/server/schema";
import type {
  AlertChannel,
  AlertFrequency,
  AlertKind,
  AlertScope,
  AlertStatus,
  DeliveryOutcome,
} from "../alert-kinds";

/*
 * The tables features/alerts owns (docs/architecture.md#layers); every one cascades from the
 * person, so deleting an account deletes its alerts, subscriptions and logs (docs/alerts.md).
 */

/** One alert: a kind watched over a scope (one symbol, a watchlist read live, a saved screen). */
export const alerts = pgTable(
  "alert",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AlertKind>().notNull(),
    scope: text("scope").$type<AlertScope>().notNull(),
    symbol: text("symbol"),
    watchlistId: uuid("watchlist_id").references(() => watchlists.id, { onDelete: "cascade" }),
    savedScreenId: uuid("saved_screen_id").references(() => savedScreens.id, {
      onDelete: "cascade",
    }),
    /** The kind's settings, checked by alert-params.ts. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    frequency: text("frequency").$type<AlertFrequency>().notNull().default("once"),
    cooldownMinutes: smallint("cooldown_minutes").notNull().default(60),
    channels: text("channels").array().$type<AlertChannel[]>().notNull().default(["in_app"]),
    extendedHours: boolean("extended_hours").notNull().default(false),
    note: text("note"),
    status: text("status").$type<AlertStatus>().notNull().default("active"),
    /** Set when the alert fired too often: until then its deliveries go out as a digest. */
    digestUntil: timestamp("digest_until", { withTimezone: true }),
    lastTriggeredAt: timestamp("last_triggered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("alert_user_idx").on(table.userId, table.createdAt),
    index("alert_active_symbol_idx").on(table.symbol).where(sql`${table.status} = 'active'`),
    index("alert_watchlist_idx").on(table.watchlistId),
    index("alert_saved_screen_idx").on(table.savedScreenId),
    check(
      "alert_scope_target",
      sql`(${table.scope} = 'symbol' and ${table.symbol} is not null and ${table.watchlistId} is null and ${table.savedScreenId} is null)
        or (${table.scope} = 'watchlist' and ${table.watchlistId} is not null and ${table.symbol} is null and ${table.savedScreenId} is null)
        or (${table.scope} = 'screen' and ${table.savedScreenId} is not null and ${table.symbol} is null and ${table.watchlistId} is null)`,
    ),
    check("alert_cooldown_range", sql`${table.cooldownMinutes} between 5 and 1440`),
    check("alert_status_known", sql`${table.status} in ('active', 'paused', 'done')`),
    check("alert_frequency_known", sql`${table.frequency} in ('once', 'daily', 'every')`),
  ],
);

/**
 * What the evaluator remembers per alert and symbol (a chat room for the room kinds): whether a
 * crossing is armed, the price an alert set "from now" measures from, a screen's membership with
 * its streak of checks, and a room's sentiment majority.
 */
export const alertStates = pgTable(
  "alert_state",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    armed: boolean("armed").notNull().default(true),
    basePrice: doublePrecision("base_price"),
    inScreen: boolean("in_screen"),
    streak: smallint("streak").notNull().default(0),
    /** A chat room's last majority (chat_sentiment_flip); null before one was seen. */
    majority: text("majority"),
    lastFiredAt: timestamp("last_fired_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.symbol] }),
    check("alert_state_majority_known", sql`${table.majority} in ('bullish', 'bearish')`),
  ],
);

/**
 * One firing. `occurrence` makes it exactly once: the same alert, symbol and occurrence (the
 * once, the trading day, or the 5-minute window) is one row however many nodes judge the quote.
 */
export const alertTriggers = pgTable(
  "alert_trigger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    occurrence: text("occurrence").notNull(),
    /** What was seen: "AAPL crossed above 200.00 (gapped from 198.10 to 201.30)". */
    message: text("message").notNull(),
    price: doublePrecision("price"),
    gapped: boolean("gapped").notNull().default(false),
    quoteAsOf: timestamp("quote_as_of", { withTimezone: true }),
    /** The quote's source and delay, as every notification states them ("IEX real-time"). */
    quoteSource: text("quote_source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("alert_trigger_occurrence_key").on(table.alertId, table.symbol, table.occurrence),
    // One alert's last hour (the digest's count) and its history, newest first.
    index("alert_trigger_alert_created_idx").on(table.alertId, table.createdAt),
    index("alert_trigger_user_idx").on(table.userId, table.createdAt),
    index("alert_trigger_created_idx").on(table.createdAt),
  ],
);

/** A person's in-app notification: one trigger, or several grouped (three or more within 60 s). */
export const notifications = pgTable(
  "notification",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    symbol: text("symbol"),
    alertId: uuid("alert_id").references(() => alerts.id, { onDelete: "set null" }),
    triggerIds: uuid("trigger_ids").array().notNull().default([]),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notification_user_idx").on(table.userId, table.createdAt),
    index("notification_unread_idx").on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/**
 * One delivery of one trigger on one channel (and target: a push subscription or webhook), with
 * its outcome; unique, so a delivery is attempted once however often it is queued. Kept 90 days.
 */
export const alertDeliveries = pgTable(
  "alert_delivery",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    triggerId: uuid("trigger_id")
      .notNull()
      .references(() => alertTriggers.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<AlertChannel>().notNull(),
    /** The push subscription's or webhook's id; "" for in-app and mail. */
    target: text("target").notNull().default(""),
    outcome: text("outcome").$type<DeliveryOutcome>().notNull().default("pending"),
    statusCode: integer("status_code"),
    attempts: smallint("attempts").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("alert_delivery_once_key").on(table.triggerId, table.channel, table.target),
    index("alert_delivery_user_idx").on(table.userId, table.createdAt),
    index("alert_delivery_created_idx").on(table.createdAt),
  ],
);

/** A person's alert settings: quiet hours in their time zone, and mail instant or as a daily digest. */
export const alertPreferences = pgTable(
  "alert_preference",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** Minutes after local midnight; both null when there are no quiet hours. */
    quietStart: smallint("quiet_start"),
    quietEnd: smallint("quiet_end"),
    mailMode: text("mail_mode").$type<"instant" | "digest">().notNull().default("instant"),
    /** One click on "unsubscribe from all alert mail". */
    mailUnsubscribed: boolean("mail_unsubscribed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("alert_preference_mail_mode", sql`${table.mailMode} in ('instant', 'digest')`)],
);

/** A browser's Web Push subscription (its endpoint and keys), one row per endpoint. */
export const pushSubscriptions = pgTable(
  "push_subscription",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on macOS": how the person tells their devices apart. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscription_endpoint_key").on(table.endpoint),
    index("push_subscription_user_idx").on(table.userId),
  ],
);

/** A Pro or Premium person's webhook: a public https address and the secret its bodies are signed with. */
export const webhookEndpoints = pgTable(
  "webhook_endpoint",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("webhook_endpoint_user_url_key").on(table.userId, table.url)],
);
