import "server-only";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { OutboundPolicy } from "@/server/outbound/outbound-policy";
import type { Lookup } from "@/server/outbound/resolve-public-target";
import { WEBHOOK_RETRY_WINDOW_MS } from "../../channel-limits";
import { findWebhookEndpoint } from "../data/webhook-endpoints";
import { recordChannelAttempt } from "../mutations/record-channel-deliveries";
import { postWebhook } from "./post-webhook";
import { WEBHOOK_QUEUE, type WebhookJob } from "./webhook-queue";

type WebhookWorker = {
  db: Database;
  policy: OutboundPolicy;
  lookup?: Lookup;
  pollingIntervalSeconds?: number;
};

/**
 * Sends the queued webhooks on this node (docs/alerts.md#webhooks), one job at a time. Every
 * attempt updates the delivery rows (attempts, status code, outcome, error); a failure worth
 * retrying throws, so the queue tries again later, until the 24 hours are over or its tries are.
 */
export async function workWebhooks(
  queue: PgBoss,
  { db, policy, lookup, pollingIntervalSeconds = 2 }: WebhookWorker,
): Promise<string> {
  return queue.work(
    WEBHOOK_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
    async ([job]: JobWithMetadata<WebhookJob>[]) => {
      if (!job) return;
      const { endpointId, userId, triggerIds, body } = job.data;
      const target = { channel: "webhook" as const, target: endpointId };
      const endpoint = await findWebhookEndpoint(db, endpointId, userId);
      if (!endpoint) {
        await recordChannelAttempt(db, triggerIds, target, {
          outcome: "skipped",
          statusCode: null,
          error: "the endpoint was removed",
        });
        return;
      }
      const attempt = await postWebhook(endpoint, body, policy, lookup);
      const expired = Date.now() - job.createdOn.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
      const final = attempt.kind !== "retry" || expired || job.retryCount >= job.retryLimit;
      await recordChannelAttempt(db, triggerIds, target, {
        outcome: attempt.kind === "sent" ? "sent" : final ? "failed" : "pending",
        statusCode: attempt.statusCode,
        error: attempt.kind === "sent" ? null : attempt.error,
      });
      if (attempt.kind === "retry" && !final) {
        logger.info({ job: job.id, endpointId, error: attempt.error }, "a webhook will be retried");
        throw new Error(attempt.error);
      }
    },
  );
}
