import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { NOTIFICATION_CHANNEL } from "../live/notification-channel";
import { alerts, notifications } from "../schema";

/** Tells the person's open pages their unread count changed (another tab read them). */
const announce = (db: Database, userId: string) =>
  db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userId})`);

/** Marks some of a person's notifications read; another person's ids change nothing. Returns how many were theirs. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  ids: string[],
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await announce(db, userId);
  return rows.length;
}

/** Marks every unread notification of a person read. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await announce(db, userId);
  return rows.length;
}

/** "Mute" from a notification: pauses the person's own alert; false when it is not theirs (or gone). */
export async function pauseOwnAlert(db: Database, userId: string, alertId: string) {
  const rows = await db
    .update(alerts)
    .set({ status: "paused", updatedAt: sql`now()` })
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}
