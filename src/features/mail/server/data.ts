import "server-only";
import { count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { MailDeliveryStatus } from "@/server/db/enums";
import { mailDeliveries } from "@/server/db/schema";

/** A mail's delivery row, for the worker's "sent already?" check. */
export async function findMailDelivery(db: Database, id: string) {
  const [row] = await db
    .select({ status: mailDeliveries.status })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.id, id))
    .limit(1);
  return row ?? null;
}

/** The newest deliveries, optionally of some statuses, for /admin/mail. */
export async function listMailDeliveries(
  db: Database,
  { statuses, limit }: { statuses: readonly MailDeliveryStatus[] | null; limit: number },
) {
  const { id, template, recipient, subject, status, attempts, lastError, createdAt, sentAt } =
    mailDeliveries;
  const query = db
    .select({ id, template, recipient, subject, status, attempts, lastError, createdAt, sentAt })
    .from(mailDeliveries);
  return (statuses ? query.where(inArray(status, [...statuses])) : query)
    .orderBy(desc(createdAt))
    .limit(limit);
}

/** How many deliveries are in each status. */
export async function countMailDeliveries(
  db: Database,
): Promise<Record<MailDeliveryStatus, number>> {
  const rows = await db
    .select({ status: mailDeliveries.status, count: count() })
    .from(mailDeliveries)
    .groupBy(mailDeliveries.status);
  const counts: Record<MailDeliveryStatus, number> = { queued: 0, retrying: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The ids (their jobs' ids) of mail waiting for a retry, oldest first. */
export async function listRetryingMailIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.status, "retrying"))
    .orderBy(mailDeliveries.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
