import "server-only";
import { and, count, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { notifications } from "../schema";

const columns = {
  id: notifications.id,
  title: notifications.title,
  body: notifications.body,
  symbol: notifications.symbol,
  alertId: notifications.alertId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/**
 * A page of a person's notifications, newest first, after the cursor (the last row of the page
 * before: its time and id, so rows written meanwhile never shift a page).
 */
export async function listNotifications(
  db: Database,
  userId: string,
  { cursor, limit }: { cursor: { createdAt: Date; id: string } | null; limit: number },
) {
  const after = cursor
    ? or(
        lt(notifications.createdAt, cursor.createdAt),
        and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
      )
    : undefined;
  return db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of a person's notifications are unread. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Unread counts of several people at once (the live hub's sweep); people with none are absent. */
export async function countUnreadOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: notifications.userId, count: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** A person's newest notification, for the live event that says what just came. */
export async function findNewestNotification(db: Database, userId: string) {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  return row ?? null;
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** One of a person's notifications by id, or null when it is not theirs (or not there). */
export async function findOwnNotification(db: Database, userId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .limit(1);
  return row ?? null;
}
