import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../../auth/server/schema";

/*
 * The tables features/screener owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 */

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
