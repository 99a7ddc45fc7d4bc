import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** A capture body as the client sent it (often gzip), kept byte for byte. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/*
 * The tables features/analytics owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 */

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
 * The deployment's one analytics project token, in the database every node shares: the first node
 * to start stores its own (POSTHOG_KEY, or one it makes) and the others take it, so no node refuses
 * another's events (docs/behaviour.md#validation). One row, id 1.
 */
export const analyticsProject = pgTable(
  "analytics_project",
  {
    id: smallint("id").primaryKey().default(1),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("analytics_project_one_row", sql`${table.id} = 1`)],
);

/**
 * Capture batches PostHog did not take (down, slow past the timeout, or answering 5xx or 429),
 * kept to be sent again (docs/scaling.md#faults): the request as forwarded, how many times it was
 * tried, and when it is due next. Rows go once sent, refused for good, or a day old.
 */
export const analyticsForwards = pgTable(
  "analytics_forward",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Path and query on the PostHog host, as the client sent them to /ingest. */
    path: text("path").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    body: bytes("body").notNull(),
    attempts: integer("attempts").notNull().default(1),
    lastError: text("last_error").notNull(),
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("analytics_forward_next_attempt_at_idx").on(table.nextAttemptAt)],
);
