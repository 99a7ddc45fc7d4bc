import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  chatEventKinds,
  chatModerationActions,
  chatSanctionKinds,
  chatSentiments,
} from "../../../server/db/enums";
import { users } from "../../auth/server/schema";

/*
 * The tables features/chat owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 * Authors are read through auth's `publicAccounts`, symbols and prices through the market's
 * `securityListing`.
 */

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
    /**
     * When that price was quoted (the listing's time, on the simulated market's own calendar
     * there): where the call sits on the stock page's chart. Null for messages posted before it
     * was kept, which sit at their posting time.
     */
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
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
