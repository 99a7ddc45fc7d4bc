import "server-only";
import { createHash } from "node:crypto";
import type { PgBoss } from "pg-boss";
import type { FlushJob } from "./delivery-deps";

export const ALERT_DELIVERY_QUEUE = "alert-delivery";

/** A job id made from its key: a window's or a quiet night's job is one row however often it is sent. */
function keyedId(key: string): string {
  const hex = createHash("sha256").update(`alert-delivery:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Puts a person's later run on the queue (docs/alerts.md#grouping): pg-boss skips a job whose id
 * is there already, so the grouped notice of one window (or the mail held for one quiet night) is
 * queued once however many triggers or nodes ask. The run itself claims rows, so it is safe twice.
 * @see https://timgit.github.io/pg-boss/#/api/jobs?id=send
 */
export async function scheduleFlush(queue: PgBoss, job: FlushJob): Promise<void> {
  await queue.createQueue(ALERT_DELIVERY_QUEUE, { retryLimit: 5, retryDelay: 30 });
  await queue.send(
    ALERT_DELIVERY_QUEUE,
    { userId: job.userId },
    { id: keyedId(job.key), startAfter: job.at },
  );
}
