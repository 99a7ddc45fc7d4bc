import "server-only";
import type { PgBoss } from "pg-boss";
import { getJobQueue } from "@/server/jobs/get-job-queue";
import { forgetProcessSingleton, processSingleton } from "@/server/process-singleton";
import { createWebhookQueue } from "./webhook-queue";

/** The process's job queue with the webhook queue made, on first use. */
export function getWebhookQueue(): Promise<PgBoss> {
  return processSingleton("webhookQueue", async () => {
    try {
      const queue = await getJobQueue();
      await createWebhookQueue(queue);
      return queue;
    } catch (error) {
      forgetProcessSingleton("webhookQueue");
      throw error;
    }
  });
}
