import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { AlertChannel, DeliveryOutcome } from "../../alert-kinds";
import { alertDeliveries } from "../schema";

type Target = { channel: AlertChannel; target: string };

/**
 * One pending delivery row per trigger on one target (docs/alerts.md#webhooks): the rows that
 * were new, so a notice handed over twice is sent once.
 */
export async function claimChannelDeliveries(
  db: Database,
  userId: string,
  triggerIds: string[],
  { channel, target }: Target,
): Promise<string[]> {
  if (triggerIds.length === 0) return [];
  const rows = await db
    .insert(alertDeliveries)
    .values(triggerIds.map((triggerId) => ({ triggerId, userId, channel, target })))
    .onConflictDoNothing()
    .returning({ triggerId: alertDeliveries.triggerId });
  return rows.map((row) => row.triggerId);
}

export type AttemptResult = {
  outcome: DeliveryOutcome;
  statusCode: number | null;
  error: string | null;
};

/** Records one attempt on the rows of `triggerIds` for one target: its outcome, status and error. */
export async function recordChannelAttempt(
  db: Database,
  triggerIds: string[],
  { channel, target }: Target,
  { outcome, statusCode, error }: AttemptResult,
): Promise<void> {
  if (triggerIds.length === 0) return;
  await db
    .update(alertDeliveries)
    .set({
      outcome,
      statusCode,
      error: error?.slice(0, 500) ?? null,
      attempts: sql`${alertDeliveries.attempts} + 1`,
      deliveredAt: outcome === "sent" ? new Date() : null,
    })
    .where(
      and(
        inArray(alertDeliveries.triggerId, triggerIds),
        eq(alertDeliveries.channel, channel),
        eq(alertDeliveries.target, target),
      ),
    );
}
