import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { themes } from "../../../server/db/enums";
import { users } from "../../auth/server/schema";

/*
 * The tables features/account owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 */

/** A person's settings, kept on the server so they follow the account (and move from a guest to it). */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    theme: text("theme", { enum: themes }),
    /** The stock page's chart as the person left it (docs/product.md#stock-page-chart), checked by its zod schema on the way in. */
    chart: jsonb("chart").$type<unknown>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("user_preferences_theme_known", sql`${table.theme} in ('light', 'dark')`)],
);
