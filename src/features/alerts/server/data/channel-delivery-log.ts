import "server-only";
import { and, desc, eq, gte, lt, or } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { ALERT_LOG_DAYS, type AlertChannel, type DeliveryOutcome } from "../../alert-kinds";
import { alertDeliveries, alertTriggers } from "../schema";

export type DeliveryLogEntry = {
  id: string;
  target: string;
  symbol: string;
  message: string;
  outcome: DeliveryOutcome;
  statusCode: number | null;
  attempts: number;
  error: string | null;
  createdAt: Date;
};
export type DeliveryLogCursor = { createdAt: Date; id: string };

const KEPT_MS = ALERT_LOG_DAYS * 24 * 60 * 60 * 1_000;

/**
 * A person's deliveries on one channel (optionally one target), newest first, in the ALERT_LOG_DAYS kept
 * (docs/alerts.md#webhooks), a page at a time from `cursor`.
 */
export async function listChannelDeliveries(
  db: Database,
  userId: string,
  channel: AlertChannel,
  { target, cursor, limit }: { target?: string; cursor?: DeliveryLogCursor; limit: number },
): Promise<DeliveryLogEntry[]> {
  return db
    .select({
      id: alertDeliveries.id,
      target: alertDeliveries.target,
      symbol: alertTriggers.symbol,
      message: alertTriggers.message,
      outcome: alertDeliveries.outcome,
      statusCode: alertDeliveries.statusCode,
      attempts: alertDeliveries.attempts,
      error: alertDeliveries.error,
      createdAt: alertDeliveries.createdAt,
    })
    .from(alertDeliveries)
    .innerJoin(alertTriggers, eq(alertTriggers.id, alertDeliveries.triggerId))
    .where(
      and(
        eq(alertDeliveries.userId, userId),
        eq(alertDeliveries.channel, channel),
        gte(alertDeliveries.createdAt, new Date(Date.now() - KEPT_MS)),
        target ? eq(alertDeliveries.target, target) : undefined,
        cursor
          ? or(
              lt(alertDeliveries.createdAt, cursor.createdAt),
              and(
                eq(alertDeliveries.createdAt, cursor.createdAt),
                lt(alertDeliveries.id, cursor.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(limit);
}
