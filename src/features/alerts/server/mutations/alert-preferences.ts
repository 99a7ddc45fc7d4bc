import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { AlertPreferences } from "../data/alert-preferences";
import { alertPreferences, alerts } from "../schema";

/** Saves a person's alert settings, the row made at their first save. */
export async function saveAlertPreferences(
  db: Database,
  userId: string,
  preferences: AlertPreferences,
): Promise<void> {
  const values = { ...preferences, updatedAt: new Date() };
  await db
    .insert(alertPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertPreferences.userId, set: values });
}

/**
 * An unsubscribe link's effect (docs/alerts.md#mail): "mail" leaves one alert's channels, or the
 * person's alert mail stops altogether. Returns false for an alert that is no longer there.
 */
export async function unsubscribeAlertMail(
  db: Database,
  { userId, alertId }: { userId: string; alertId: string | null },
): Promise<boolean> {
  if (alertId === null) {
    await db
      .insert(alertPreferences)
      .values({ userId, mailUnsubscribed: true })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: { mailUnsubscribed: true, updatedAt: new Date() },
      });
    return true;
  }
  const rows = await db
    .update(alerts)
    .set({ channels: sql`array_remove(${alerts.channels}, 'mail')`, updatedAt: sql`now()` })
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}
