import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** The kinds of user the product distinguishes (SPEC §6; PRODUCT.md "People and roles"). */
export const userTypes = ["guest", "authenticated", "admin"] as const;
export type UserType = (typeof userTypes)[number];

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
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    // The unique index only protects normalised values, so the database refuses any other form.
    check("users_email_normalised", sql`${table.email} = lower(btrim(${table.email}))`),
    check("users_type_known", sql`${table.type} in ('guest', 'authenticated', 'admin')`),
  ],
);

export type User = typeof users.$inferSelect;
