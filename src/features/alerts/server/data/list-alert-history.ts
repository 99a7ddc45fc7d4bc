import "server-only";
import { and, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alertDeliveries, alerts, alertTriggers } from "@/server/db/schema";
import { ALERT_LOG_DAYS } from "../../alert-kinds";

type HistoryQuery = { alertId: string | null; cursor?: string | null; limit: number };

/**
 * A person's triggers of the log's ALERT_LOG_DAYS (docs/alerts.md#creating-and-managing-alerts), newest first, each with its deliveries and their outcomes; one alert's or
 * all. Paged by the last trigger shown (`cursor`), so a trigger arriving meanwhile shifts nothing.
 */
export async function listAlertHistory(db: Database, userId: string, query: HistoryQuery) {
  const conditions: SQL[] = [
    eq(alertTriggers.userId, userId),
    gt(alertTriggers.createdAt, sql`now() - make_interval(days => ${ALERT_LOG_DAYS})`),
  ];
  if (query.alertId) conditions.push(eq(alertTriggers.alertId, query.alertId));
  if (query.cursor)
    conditions.push(
      sql`(${alertTriggers.createdAt}, ${alertTriggers.id}) < (select t.created_at, t.id from ${alertTriggers} t where t.id = ${query.cursor} and t.user_id = ${userId})`,
    );
  const triggers = await db
    .select({
      id: alertTriggers.id,
      alertId: alertTriggers.alertId,
      kind: alerts.kind,
      symbol: alertTriggers.symbol,
      message: alertTriggers.message,
      price: alertTriggers.price,
      gapped: alertTriggers.gapped,
      quoteAsOf: alertTriggers.quoteAsOf,
      quoteSource: alertTriggers.quoteSource,
      createdAt: alertTriggers.createdAt,
    })
    .from(alertTriggers)
    .innerJoin(alerts, eq(alerts.id, alertTriggers.alertId))
    .where(and(...conditions))
    .orderBy(desc(alertTriggers.createdAt), desc(alertTriggers.id))
    .limit(query.limit + 1);
  const page = triggers.slice(0, query.limit);
  const deliveries =
    page.length === 0
      ? []
      : await db
          .select({
            triggerId: alertDeliveries.triggerId,
            channel: alertDeliveries.channel,
            outcome: alertDeliveries.outcome,
            statusCode: alertDeliveries.statusCode,
            attempts: alertDeliveries.attempts,
            error: alertDeliveries.error,
            deliveredAt: alertDeliveries.deliveredAt,
          })
          .from(alertDeliveries)
          .where(
            inArray(
              alertDeliveries.triggerId,
              page.map((trigger) => trigger.id),
            ),
          )
          .orderBy(alertDeliveries.createdAt);
  return {
    items: page.map((trigger) => ({
      ...trigger,
      deliveries: deliveries.filter((delivery) => delivery.triggerId === trigger.id),
    })),
    nextCursor: triggers.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
