import "server-only";
import type { Database } from "@/server/db/create-database";
import type { DeliveryTrigger } from "../data/delivery-triggers";
import { buildNotice } from "./build-notice";
import { queueWebhookNotice } from "./queue-webhook-notice";
import { sendPushNotice } from "./send-push-notice";
import { toTriggerSummary } from "./to-trigger-summary";

/**
 * Hands what the app just showed a person to the devices and webhooks their alerts name
 * (docs/alerts.md#web-push, #webhooks): the triggers of alerts listing "push" as one notice to
 * every device, unless quiet hours hold it (the notification waits in the centre), and those
 * listing "webhook" to every endpoint, quiet hours or not, since a webhook is read by a machine.
 * Each channel records its own delivery rows per target, so a notice handed over twice goes once.
 */
export async function sendPushAndWebhooks(
  db: Database,
  triggers: readonly DeliveryTrigger[],
  heading: "alert" | "group",
  { quiet }: { quiet: boolean },
): Promise<void> {
  const on = (channel: "push" | "webhook") =>
    triggers.filter((trigger) => trigger.channels.includes(channel)).map(toTriggerSummary);
  const pushed = quiet ? [] : on("push");
  const hooked = on("webhook");
  if (pushed.length > 0) await sendPushNotice(db, buildNotice(pushed, heading));
  if (hooked.length > 0) await queueWebhookNotice(db, buildNotice(hooked, heading));
}
