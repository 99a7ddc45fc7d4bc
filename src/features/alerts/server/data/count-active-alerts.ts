import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alerts } from "@/server/db/schema";

/** The person's active alerts: the business metric sent when it changes (docs/behaviour.md#analytics-events). */
export async function countActiveAlerts(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.status, "active")));
  return row?.n ?? 0;
}
