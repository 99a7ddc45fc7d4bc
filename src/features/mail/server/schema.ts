import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { mailDeliveryStatuses } from "../../../server/db/enums";

/*
 * The tables features/mail owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 */

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
