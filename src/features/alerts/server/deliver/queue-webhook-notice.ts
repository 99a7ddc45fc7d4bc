import "server-only";
import type { PgBoss } from "pg-boss";
import { getEntitlements } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import { listWebhookTargets } from "../data/webhook-endpoints";
import {
  claimChannelDeliveries,
  recordChannelAttempt,
} from "../mutations/record-channel-deliveries";
import { siteOrigin } from "../site-origin";
import { getWebhookQueue } from "../webhooks/get-webhook-queue";
import { noticeJobId } from "../webhooks/notice-job-id";
import { webhookBody } from "../webhooks/webhook-body";
import { WEBHOOK_QUEUE, type WebhookJob } from "../webhooks/webhook-queue";
import type { AlertNotice } from "./alert-notice";

/**
 * Queues a notice to each of the person's webhook endpoints (docs/alerts.md#webhooks): a pending
 * delivery row per trigger and endpoint first, then one job per endpoint carrying the triggers whose
 * rows were new, under an id made from them, so a notice handed over twice goes out once. Nothing
 * goes out once the person's plan no longer has webhooks.
 */
export async function queueWebhookNotice(
  db: Database,
  notice: AlertNotice,
  getQueue: () => Promise<PgBoss> = getWebhookQueue,
  origin: string | null = siteOrigin(),
): Promise<void> {
  const { features } = await getEntitlements(db, notice.userId);
  if (!features.includes("webhooks")) return;
  const endpoints = await listWebhookTargets(db, notice.userId);
  for (const endpoint of endpoints) {
    const target = { channel: "webhook" as const, target: endpoint.id };
    const fresh = await claimChannelDeliveries(
      db,
      notice.userId,
      notice.triggers.map((trigger) => trigger.id),
      target,
    );
    if (fresh.length === 0) continue;
    const id = noticeJobId(endpoint.id, fresh);
    const triggers = notice.triggers.filter((trigger) => fresh.includes(trigger.id));
    const job: WebhookJob = {
      endpointId: endpoint.id,
      userId: notice.userId,
      triggerIds: fresh,
      body: webhookBody("alert.triggered", id, { ...notice, triggers }, origin),
    };
    try {
      await (await getQueue()).send(WEBHOOK_QUEUE, job, { id });
    } catch (error) {
      await recordChannelAttempt(db, fresh, target, {
        outcome: "failed",
        statusCode: null,
        error: "the job queue refused the webhook",
      });
      throw error;
    }
  }
}
