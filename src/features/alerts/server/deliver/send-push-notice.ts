import "server-only";
import webpush from "web-push";
import type { Database } from "@/server/db/create-database";
import { getOutboundPolicy } from "@/server/outbound/get-outbound-policy";
import type { OutboundPolicy } from "@/server/outbound/outbound-policy";
import { OutboundRefusal } from "@/server/outbound/outbound-refusal";
import { postToPublicHttps } from "@/server/outbound/post-to-public-https";
import type { PushDecision } from "@/server/push/decide-push-mode";
import { getPushDecision } from "@/server/push/get-push-decision";
import { PUSH_TTL_SECONDS, WEBHOOK_TIMEOUT_MS } from "../../channel-limits";
import { listPushTargets } from "../data/push-subscriptions";
import { deletePushSubscriptions } from "../mutations/push-subscriptions";
import {
  claimChannelDeliveries,
  recordChannelAttempt,
} from "../mutations/record-channel-deliveries";
import { pushPayload } from "../push/push-payload";
import type { AlertNotice } from "./alert-notice";

/** 404 and 410: the browser unsubscribed or the subscription expired; it will never answer again. */
const GONE = new Set([404, 410]);

type PushSending = { decision: PushDecision; policy: OutboundPolicy };

/**
 * Sends a notice to every device the person turned push on for (docs/alerts.md#web-push), with a
 * day's TTL and high urgency: a delivery row per trigger and device first (a device already sent
 * this trigger is skipped), then one encrypted message through the device's push service, reached
 * like a webhook (public https, the checked address pinned). Devices the service says are gone
 * are deleted. Off when the server has no VAPID keys.
 */
export async function sendPushNotice(
  db: Database,
  notice: AlertNotice,
  { decision, policy }: PushSending = { decision: getPushDecision(), policy: getOutboundPolicy() },
): Promise<void> {
  if (decision.mode !== "on") return;
  const gone: string[] = [];
  const payload = pushPayload(notice);
  for (const device of await listPushTargets(db, notice.userId)) {
    const target = { channel: "push" as const, target: device.id };
    const fresh = await claimChannelDeliveries(
      db,
      notice.userId,
      notice.triggers.map((trigger) => trigger.id),
      target,
    );
    if (fresh.length === 0) continue;
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      {
        vapidDetails: decision,
        TTL: PUSH_TTL_SECONDS,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
    try {
      const { status } = await postToPublicHttps(
        request.endpoint,
        {
          headers: request.headers,
          body: request.body ?? "",
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          maxResponseBytes: 4_096,
        },
        policy,
      );
      if (GONE.has(status)) gone.push(device.id);
      const sent = status >= 200 && status < 300;
      await recordChannelAttempt(db, fresh, target, {
        outcome: sent ? "sent" : "failed",
        statusCode: status,
        error: sent ? null : `the push service answered ${status}`,
      });
    } catch (error) {
      await recordChannelAttempt(db, fresh, target, {
        outcome: "failed",
        statusCode: null,
        error:
          error instanceof OutboundRefusal || error instanceof Error
            ? error.message
            : String(error),
      });
    }
  }
  await deletePushSubscriptions(db, gone);
}
