import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { themes, userTypes } from "./enums";

export { themes, userTypes, type Theme, type UserType } from "./enums";

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
