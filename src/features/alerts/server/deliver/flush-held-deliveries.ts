import "server-only";
import type { Database } from "@/server/db/create-database";
import { groupDueAt } from "../../group-window";
import { listDeliveryTriggers } from "../data/delivery-triggers";
import { findGatheredSince } from "../data/gathered-since";
import {
  claimDeliveries,
  claimIntoNotification,
  rewaitDeliveries,
} from "../mutations/claim-deliveries";
import type { DeliveryDeps } from "./delivery-deps";
import { mailClaimed } from "./mail-claimed";
import { notificationOf } from "./notification-of";
import { readDeliverySituation } from "./read-delivery-situation";
import { sendPushAndWebhooks } from "./send-push-and-webhooks";
import { toTriggerSummary } from "./to-trigger-summary";

/**
 * A person's waiting deliveries that are due (docs/alerts.md#grouping, #quiet-hours), the job the
 * queue runs at a grouped window's end or quiet hours' end: the window's gathered triggers become
 * ONE notification and ONE mail (the mail waits on if quiet hours began meanwhile), and mail held
 * for quiet hours goes out as one mail once they are over. Rows are claimed, so a second run of
 * the same job finds nothing and sends nothing.
 */
export async function flushHeldDeliveries(
  db: Database,
  deps: DeliveryDeps,
  userId: string,
): Promise<void> {
  const { now, quietUntil, to } = await readDeliverySituation(db, deps, userId);
  const since = await findGatheredSince(db, userId);
  if (since && groupDueAt(since) <= now) {
    const window = { userId, outcome: "grouped" as const, before: groupDueAt(since) };
    const shown = await claimIntoNotification(
      db,
      { ...window, channel: "in_app" },
      now,
      (triggers) => notificationOf(triggers.map(toTriggerSummary), "group"),
    );
    // The grouped notice goes to devices and webhooks as one too.
    await sendPushAndWebhooks(db, await listDeliveryTriggers(db, shown), "group", {
      quiet: quietUntil !== null,
    });
    if (quietUntil) await rewaitDeliveries(db, { ...window, channel: "mail" }, "held_quiet_hours");
    else {
      const triggerIds = await claimDeliveries(db, { ...window, channel: "mail" }, now);
      await mailClaimed(db, deps, { to, triggerIds, kind: "group" });
    }
    // Triggers gathered after this window wait for their own.
    const next = await findGatheredSince(db, userId);
    if (next)
      await deps.schedule({
        key: `group:${userId}:${next.toISOString()}`,
        userId,
        at: groupDueAt(next),
      });
  }
  if (quietUntil)
    return deps.schedule({
      key: `quiet:${userId}:${quietUntil.toISOString()}`,
      userId,
      at: quietUntil,
    });
  const held = await claimDeliveries(
    db,
    { userId, channel: "mail", outcome: "held_quiet_hours" },
    now,
  );
  await mailClaimed(db, deps, { to, triggerIds: held, kind: "group" });
}
