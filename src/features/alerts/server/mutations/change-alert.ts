import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AlertChannel, AlertFrequency, AlertStatus } from "@/features/alerts/alert-kinds";
import type { Database } from "@/server/db/create-database";
import { alertStates, alerts } from "@/server/db/schema";
import { notifyAlertsChanged } from "./notify-alerts-changed";

export type AlertChanges = {
  params: Record<string, unknown>;
  frequency: AlertFrequency;
  cooldownMinutes: number;
  channels: AlertChannel[];
  extendedHours: boolean;
  note: string | null;
};

const owned = (userId: string, id: string) => and(eq(alerts.id, id), eq(alerts.userId, userId));

/**
 * Saves an edit of one of the person's alerts; false when it is not theirs. New settings start
 * afresh: what the evaluator remembered (armed, the price "from now") no longer applies.
 */
export async function updateAlert(db: Database, userId: string, id: string, changes: AlertChanges) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alerts)
      .set({ ...changes, digestUntil: null, updatedAt: sql`now()` })
      .where(owned(userId, id))
      .returning({ id: alerts.id, kind: alerts.kind });
    if (!row) return null;
    await tx.delete(alertStates).where(eq(alertStates.alertId, id));
    await notifyAlertsChanged(tx);
    return row;
  });
}

/**
 * Pauses or resumes one of the person's alerts (resuming a done one sets it again); null when it
 * is not theirs. A resumed alert is armed afresh, its crossings judged from the next quote.
 */
export async function setAlertStatus(
  db: Database,
  userId: string,
  id: string,
  status: Extract<AlertStatus, "active" | "paused">,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alerts)
      .set({ status, updatedAt: sql`now()` })
      .where(owned(userId, id))
      .returning({ id: alerts.id, kind: alerts.kind, status: alerts.status });
    if (!row) return null;
    if (status === "active") await tx.delete(alertStates).where(eq(alertStates.alertId, id));
    await notifyAlertsChanged(tx);
    return row;
  });
}

/** Deletes the person's alerts named (their triggers and deliveries go by cascade); those deleted. */
export async function deleteAlerts(db: Database, userId: string, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(alerts)
      .where(and(inArray(alerts.id, [...ids]), eq(alerts.userId, userId)))
      .returning({ id: alerts.id, kind: alerts.kind });
    if (rows.length > 0) await notifyAlertsChanged(tx);
    return rows;
  });
}
