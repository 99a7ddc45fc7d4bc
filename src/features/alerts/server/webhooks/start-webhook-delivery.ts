import "server-only";
import type { PgBoss } from "pg-boss";
import type { Database } from "@/server/db/create-database";
import { getOutboundPolicy } from "@/server/outbound/get-outbound-policy";
import { createWebhookQueue } from "./webhook-queue";
import { workWebhooks } from "./work-webhooks";

/** This node's webhook worker (docs/alerts.md#webhooks), started with the job queue. */
export async function startWebhookDelivery(queue: PgBoss, db: Database): Promise<void> {
  await createWebhookQueue(queue);
  await workWebhooks(queue, { db, policy: getOutboundPolicy() });
}
