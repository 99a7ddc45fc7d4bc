import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import { alerts, alertTriggers } from "../schema";

/** The triggers to deliver with what delivery needs of their alerts: kind, scope, channels, digest. */
export async function listDeliveryTriggers(
  db: Database | DatabaseTransaction,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: alertTriggers.id,
      alertId: alertTriggers.alertId,
      userId: alertTriggers.userId,
      symbol: alertTriggers.symbol,
      message: alertTriggers.message,
      price: alertTriggers.price,
      gapped: alertTriggers.gapped,
      quoteAsOf: alertTriggers.quoteAsOf,
      quoteSource: alertTriggers.quoteSource,
      createdAt: alertTriggers.createdAt,
      kind: alerts.kind,
      scope: alerts.scope,
      channels: alerts.channels,
      digestUntil: alerts.digestUntil,
    })
    .from(alertTriggers)
    .innerJoin(alerts, eq(alerts.id, alertTriggers.alertId))
    .where(inArray(alertTriggers.id, [...ids]))
    .orderBy(alertTriggers.createdAt, alertTriggers.id);
}

export type DeliveryTrigger = Awaited<ReturnType<typeof listDeliveryTriggers>>[number];
