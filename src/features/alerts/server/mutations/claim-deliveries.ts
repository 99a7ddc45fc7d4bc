import "server-only";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { AlertChannel, DeliveryOutcome } from "../../alert-kinds";
import { type DeliveryTrigger, listDeliveryTriggers } from "../data/delivery-triggers";
import { alertDeliveries } from "../schema";
import { insertNotifications, type PlannedNotification } from "./record-person-deliveries";

type Waiting = {
  userId: string;
  channel: AlertChannel;
  outcome: DeliveryOutcome;
  /** Only deliveries written before this (a grouped window's end); all waiting ones without it. */
  before?: Date;
};

const waitingWhere = ({ userId, channel, outcome, before }: Waiting) =>
  and(
    eq(alertDeliveries.userId, userId),
    eq(alertDeliveries.channel, channel),
    eq(alertDeliveries.outcome, outcome),
    isNull(alertDeliveries.deliveredAt),
    before ? lt(alertDeliveries.createdAt, before) : undefined,
  );

/**
 * Marks waiting deliveries (grouped, held for quiet hours, for the digest) delivered and returns
 * their triggers. One statement: of two jobs claiming at once, each trigger goes to one
 * (docs/alerts.md#exactly-once-delivery), and a job run again finds nothing left.
 */
export async function claimDeliveries(db: Database, waiting: Waiting, at: Date) {
  const rows = await db
    .update(alertDeliveries)
    .set({ deliveredAt: at })
    .where(waitingWhere(waiting))
    .returning({ triggerId: alertDeliveries.triggerId });
  return rows.map((row) => row.triggerId);
}

/** Claims waiting in-app deliveries and writes the one notification they make, in one transaction. */
export async function claimIntoNotification(
  db: Database,
  waiting: Waiting,
  at: Date,
  build: (triggers: DeliveryTrigger[]) => PlannedNotification,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(alertDeliveries)
      .set({ deliveredAt: at })
      .where(waitingWhere(waiting))
      .returning({ triggerId: alertDeliveries.triggerId });
    const triggerIds = rows.map((row) => row.triggerId);
    if (triggerIds.length === 0) return [];
    // Read in the transaction: PGlite's one connection is held by it until it ends.
    const triggers = await listDeliveryTriggers(tx, triggerIds);
    if (triggers.length > 0) await insertNotifications(tx, waiting.userId, [build(triggers)], at);
    return triggerIds;
  });
}

/** Waiting mail that must wait longer (a grouped mail due in quiet hours) takes the new reason. */
export async function rewaitDeliveries(db: Database, waiting: Waiting, outcome: DeliveryOutcome) {
  await db.update(alertDeliveries).set({ outcome }).where(waitingWhere(waiting));
}

/** What became of mail handed to the queue: sent (queued for the SMTP worker) or failed. */
export async function settleMailDeliveries(
  db: Database,
  triggerIds: string[],
  outcome: { sent: true } | { sent: false; error: string } | { skipped: string },
): Promise<void> {
  if (triggerIds.length === 0) return;
  await db
    .update(alertDeliveries)
    .set(
      "skipped" in outcome
        ? { outcome: "skipped", error: outcome.skipped }
        : outcome.sent
          ? {
              outcome: sql`case when ${alertDeliveries.outcome} = 'pending' then 'sent' else ${alertDeliveries.outcome} end`,
              deliveredAt: sql`coalesce(${alertDeliveries.deliveredAt}, now())`,
              attempts: 1,
            }
          : { outcome: "failed", error: outcome.error.slice(0, 500), attempts: 1 },
    )
    .where(
      and(inArray(alertDeliveries.triggerId, triggerIds), eq(alertDeliveries.channel, "mail")),
    );
}
