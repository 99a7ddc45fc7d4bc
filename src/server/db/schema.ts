import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { signupFlows, themes, userTypes } from "./enums";

export { signupFlows, themes, userTypes, type SignupFlow, type Theme, type UserType } from "./enums";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; guests have none. */
    email: text("email"),
    passwordHash: text("password_hash"),
    name: text("name"),
    type: text("type", { enum: userTypes }).notNull().default("guest"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped at most hourly while the session is used; unused guest rows are removed after 30 days. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // Marketing attribution at registration (SPEC §3), kept so conversions are attributed later
    // without trusting the browser again.
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    affiliateId: text("affiliate_id"),
    referrerHost: text("referrer_host"),
    signupFlow: text("signup_flow", { enum: signupFlows }),
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
