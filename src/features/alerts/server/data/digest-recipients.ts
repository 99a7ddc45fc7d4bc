import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alertDeliveries } from "../schema";

/** The people with deliveries waiting for the daily digest (docs/alerts.md#mail). */
export async function listDigestRecipients(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: alertDeliveries.userId })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.outcome, "digest"), isNull(alertDeliveries.deliveredAt)))
    .limit(limit);
  return rows.map((row) => row.userId);
}
