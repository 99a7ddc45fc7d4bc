import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { groupDueAt } from "../../group-window";
import { type DeliveryTrigger, listDeliveryTriggers } from "../data/delivery-triggers";
import { recordPersonDeliveries } from "../mutations/record-person-deliveries";
import type { DeliveryDeps } from "./delivery-deps";
import { mailClaimed } from "./mail-claimed";
import { notificationOf } from "./notification-of";
import { planPersonDeliveries } from "./plan-person-deliveries";
import { readDeliverySituation } from "./read-delivery-situation";
import { sendPushAndWebhooks } from "./send-push-and-webhooks";
import { toTriggerSummary } from "./to-trigger-summary";
import { trackAlertDelivery } from "./track-alert-delivery";

/** The most triggers one call delivers: an evaluator's batch; more are a caller's mistake. */
const MAX_TRIGGERS_PER_CALL = 10_000;

async function deliverToPerson(
  db: Database,
  deps: DeliveryDeps,
  userId: string,
  triggers: DeliveryTrigger[],
): Promise<void> {
  const { now, preferences, quietUntil, to } = await readDeliverySituation(db, deps, userId);
  const byId = new Map(triggers.map((trigger) => [trigger.id, trigger]));
  const { written, gatheredSince } = await recordPersonDeliveries(db, {
    userId,
    now,
    plan: (recent) =>
      planPersonDeliveries(triggers, {
        now,
        recent,
        mailable: to !== null,
        mailMode: preferences.mailMode,
        quiet: quietUntil !== null,
      }),
    // One notification per trigger delivered at once, and only for rows this call wrote.
    notify: (rows) =>
      rows.flatMap((row) => {
        const trigger = byId.get(row.triggerId);
        if (row.channel !== "in_app" || row.outcome !== "sent" || !trigger) return [];
        return [notificationOf([toTriggerSummary(trigger)], "alert")];
      }),
  });
  trackAlertDelivery(deps.analytics, userId, triggers, written);

  for (const row of written)
    if (row.channel === "mail" && row.outcome === "pending")
      await mailClaimed(db, deps, { to, triggerIds: [row.triggerId], kind: "group" });
  // Each trigger shown at once goes on to the devices and webhooks its alert names, one by one.
  for (const row of written) {
    const trigger = byId.get(row.triggerId);
    if (row.channel === "in_app" && row.outcome === "sent" && trigger)
      await sendPushAndWebhooks(db, [trigger], "alert", { quiet: quietUntil !== null });
  }
  if (written.some((row) => row.outcome === "grouped") && gatheredSince)
    await deps.schedule({
      key: `group:${userId}:${gatheredSince.toISOString()}`,
      userId,
      at: groupDueAt(gatheredSince),
    });
  if (quietUntil && written.some((row) => row.outcome === "held_quiet_hours"))
    await deps.schedule({
      key: `quiet:${userId}:${quietUntil.toISOString()}`,
      userId,
      at: quietUntil,
    });
}

/**
 * Delivers new triggers (docs/alerts.md#delivery-in-the-app), person by person: grouping, quiet
 * hours, digests, then the channels. Exactly once: a trigger already delivered on a channel is
 * skipped, so a second call, or a call on another node at the same time, delivers nothing more.
 */
export async function deliverTriggersWith(
  db: Database,
  triggerIds: readonly string[],
  deps: DeliveryDeps,
): Promise<void> {
  const triggers = await listDeliveryTriggers(db, triggerIds.slice(0, MAX_TRIGGERS_PER_CALL));
  const byPerson = new Map<string, DeliveryTrigger[]>();
  for (const trigger of triggers)
    byPerson.set(trigger.userId, [...(byPerson.get(trigger.userId) ?? []), trigger]);
  for (const [userId, theirs] of byPerson)
    await deliverToPerson(db, deps, userId, theirs).catch((error: unknown) =>
      logger.error({ err: error, userId }, "alert triggers could not be delivered to a person"),
    );
}
