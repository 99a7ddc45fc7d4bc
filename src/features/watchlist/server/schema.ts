import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../../auth/server/schema";

/*
 * The tables features/watchlist owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 */

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
