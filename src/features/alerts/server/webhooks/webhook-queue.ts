import type { PgBoss, QueueOptions } from "pg-boss";

export const WEBHOOK_QUEUE = "alert-webhook";

/**
 * docs/alerts.md#webhooks: a failed attempt is retried 30 s later, doubling (pg-boss adds jitter)
 * up to an hour apart: 30 tries reach past the 24 hours, after which the worker marks the delivery
 * failed. A job stuck for a minute (a node died mid-send) is tried again; attempts take 10 s at most.
 * @see https://timgit.github.io/pg-boss/#/api/queues
 */
export const WEBHOOK_QUEUE_OPTIONS: QueueOptions = {
  retryLimit: 30,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3_600,
  expireInSeconds: 60,
  deleteAfterSeconds: 24 * 3_600,
};

/** What one job sends: a notice's body, already serialized, to one endpoint for its triggers. */
export type WebhookJob = { endpointId: string; userId: string; triggerIds: string[]; body: string };

/** Makes the webhook queue if it is not there; safe on every start of every node. */
export async function createWebhookQueue(
  queue: PgBoss,
  options: Partial<QueueOptions> = {},
): Promise<void> {
  const merged = { ...WEBHOOK_QUEUE_OPTIONS, ...options };
  if (!merged.retryBackoff) delete merged.retryDelayMax;
  await queue.createQueue(WEBHOOK_QUEUE, merged);
}
