import "server-only";
import { and, countDistinct, eq, gt, lte, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import type { AlertChannel, DeliveryOutcome } from "../../alert-kinds";
import { ALERT_GROUP_WINDOW_MS } from "../../group-window";
import { findGatheredSince } from "../data/gathered-since";
import { NOTIFICATION_CHANNEL } from "../live/notification-channel";
import { alertDeliveries, notifications } from "../schema";

export type PlannedDelivery = {
  triggerId: string;
  channel: AlertChannel;
  outcome: DeliveryOutcome;
};
export type PlannedNotification = {
  title: string;
  body: string;
  symbol: string | null;
  alertId: string | null;
  triggerIds: string[];
};

/** Writes notification rows and tells every node's hub, inside the caller's transaction. */
export async function insertNotifications(
  tx: DatabaseTransaction,
  userId: string,
  rows: PlannedNotification[],
  createdAt: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(notifications).values(rows.map((row) => ({ ...row, userId, createdAt })));
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userId})`);
}

/**
 * One person's deliveries of new triggers, exactly once (docs/alerts.md#delivery-in-the-app).
 * Under a lock on the person (two nodes, or two calls, delivering at once wait in turn), `plan`
 * hears how many of their triggers reached the app within the last minute and says each
 * trigger's channels and outcomes. Rows already there (trigger, channel, target) are skipped, so
 * only triggers delivered by THIS call get a notification; the rows written are returned, with
 * when the person's oldest gathered trigger waits since, for the grouped notice's job.
 */
export async function recordPersonDeliveries(
  db: Database,
  {
    userId,
    now,
    plan,
    notify,
  }: {
    userId: string;
    now: Date;
    plan: (recent: number) => PlannedDelivery[];
    notify: (written: PlannedDelivery[]) => PlannedNotification[];
  },
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`alert-delivery:${userId}`}, 0))`,
    );
    const since = new Date(now.getTime() - ALERT_GROUP_WINDOW_MS);
    const [recent] = await tx
      .select({ count: countDistinct(alertDeliveries.triggerId) })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.userId, userId),
          eq(alertDeliveries.channel, "in_app"),
          sql`${alertDeliveries.outcome} in ('sent', 'grouped')`,
          gt(alertDeliveries.createdAt, since),
          lte(alertDeliveries.createdAt, now),
        ),
      );
    const planned = plan(recent?.count ?? 0);
    const written =
      planned.length === 0
        ? []
        : await tx
            .insert(alertDeliveries)
            .values(
              planned.map((row) => ({
                ...row,
                userId,
                createdAt: now,
                target: "",
                deliveredAt: row.outcome === "sent" ? now : null,
              })),
            )
            .onConflictDoNothing()
            .returning({
              triggerId: alertDeliveries.triggerId,
              channel: alertDeliveries.channel,
              outcome: alertDeliveries.outcome,
            });
    await insertNotifications(tx, userId, notify(written), now);
    return { written, gatheredSince: await findGatheredSince(tx, userId) };
  });
}
