import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { ALERT_LOG_DAYS } from "../../alert-kinds";
import { alertDeliveries, alertTriggers } from "../schema";

/**
 * Deletes triggers and deliveries older than ALERT_LOG_DAYS (docs/alerts.md#exactly-once-triggers):
 * a delete by age, safe to repeat.
 */
export async function pruneAlertLog(
  db: Database,
): Promise<{ triggers: number; deliveries: number }> {
  const before = sql`now() - make_interval(days => ${ALERT_LOG_DAYS})`;
  const deliveries = await db
    .delete(alertDeliveries)
    .where(lt(alertDeliveries.createdAt, before))
    .returning({ id: alertDeliveries.id });
  const triggers = await db
    .delete(alertTriggers)
    .where(lt(alertTriggers.createdAt, before))
    .returning({ id: alertTriggers.id });
  return { triggers: triggers.length, deliveries: deliveries.length };
}
