import "server-only";
import type { PgBoss } from "pg-boss";
import type { Database } from "@/server/db/create-database";
import { ALERT_DELIVERY_QUEUE } from "./alert-delivery-queue";
import { defaultDeliveryDeps } from "./default-delivery-deps";
import { flushHeldDeliveries } from "./flush-held-deliveries";

/**
 * This node's worker of delayed alert deliveries (docs/alerts.md#grouping): grouped windows and
 * quiet hours ending, each job one person's flush. One job at a time; a failed one is retried.
 */
export async function startAlertDelivery(queue: PgBoss, db: Database): Promise<void> {
  await queue.createQueue(ALERT_DELIVERY_QUEUE, { retryLimit: 5, retryDelay: 30 });
  await queue.work<{ userId: string }>(
    ALERT_DELIVERY_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 5 },
    async ([job]) => {
      if (job) await flushHeldDeliveries(db, defaultDeliveryDeps(), job.data.userId);
    },
  );
}
