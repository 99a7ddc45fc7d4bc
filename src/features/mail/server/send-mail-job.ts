import "server-only";
import { randomUUID } from "node:crypto";
import type { JobWithMetadata, PgBoss, QueueOptions } from "pg-boss";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { MailMessage } from "../templates/mail-catalogue";
import { findMailDelivery } from "./data";
import { hurryRetryingMail } from "./hurry-retrying-mail";
import type { MailTransport } from "./mail-transport";
import { markMailFailed, markMailSent, recordQueuedMail } from "./mutations";
import { mailSubject, renderMail } from "./render-mail";

export const MAIL_QUEUE = "mail";

/**
 * A refused or unreachable SMTP server is tried again 5 times, 30 s then doubling (with jitter, at
 * most 30 min apart), then the job is kept failed. A job stuck sending for 2 minutes (a node died
 * mid-send) is retried; the SMTP timeouts are shorter. A sent mail's job, whose props hold its
 * link, is deleted an hour after it completed (docs/architecture.md#mail).
 * @see https://timgit.github.io/pg-boss/#/api/queues
 */
export const MAIL_QUEUE_OPTIONS: QueueOptions & { notify: boolean } = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1_800,
  expireInSeconds: 120,
  deleteAfterSeconds: 3_600,
  notify: true,
};

/** Makes the mail queue if it is not there; safe on every start of every node. */
export async function createMailQueue(
  queue: PgBoss,
  options: Partial<QueueOptions> = {},
): Promise<void> {
  const { retryDelayMax, ...rest } = { ...MAIL_QUEUE_OPTIONS, ...options };
  // pg-boss takes a longest delay only with backoff (a test's quick fixed retries have none).
  await queue.createQueue(MAIL_QUEUE, rest.retryBackoff ? { ...rest, retryDelayMax } : rest);
}

/**
 * Hands a mail to the queue: its delivery row first, under the job's id, then the job. A job the
 * queue refused marks its row failed, and the caller hears of it.
 */
export async function queueMail(
  db: Database,
  queue: PgBoss,
  message: MailMessage,
): Promise<string> {
  const id = randomUUID();
  await recordQueuedMail(db, {
    id,
    template: message.template,
    recipient: message.to,
    subject: mailSubject(message),
  });
  try {
    await queue.send(MAIL_QUEUE, message, { id });
  } catch (error) {
    await markMailFailed(db, id, { error: "the job queue refused the mail", final: true });
    throw error;
  }
  return id;
}

type MailWorker = {
  db: Database;
  transport: MailTransport;
  from: string;
  origin: string;
  pollingIntervalSeconds?: number;
};

/** Without LISTEN/NOTIFY the worker looks every 10 s; with it a sent job wakes it, and a look a minute is the backstop. */
const POLLING = { pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 60 };

/**
 * Delivers the queue's mail on this node, one job at a time. A job runs at least once, so its
 * delivery row decides: a mail already marked sent is not sent again, whichever node runs the job
 * next (two workers never hold one job at once: the queue fetches with SKIP LOCKED). After each job
 * the worker looks for the next at once (pg-boss would otherwise wait out its poll, a minute, per
 * job), and a delivered mail brings the mail waiting to be retried forward.
 * @see https://timgit.github.io/pg-boss/#/api/workers
 */
export async function workMail(
  queue: PgBoss,
  { db, transport, from, origin, pollingIntervalSeconds }: MailWorker,
): Promise<string> {
  const polling = pollingIntervalSeconds
    ? { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds }
    : POLLING;
  const workerId: string = await queue.work(
    MAIL_QUEUE,
    { batchSize: 1, includeMetadata: true, ...polling },
    async ([job]: JobWithMetadata<MailMessage>[]) => {
      if (!job) return;
      // The worker fetches again as soon as this job settles: a failed job waits out its retry
      // pause, so that fetch finds only mail that is due, and an empty one falls back to polling.
      queue.notifyWorker(workerId);
      if ((await findMailDelivery(db, job.id))?.status === "sent")
        return { skipped: "sent already" };
      try {
        const { subject, html, text } = await renderMail(job.data, origin);
        await transport.send({
          id: job.id,
          from,
          to: job.data.to,
          subject,
          html,
          text,
          headers: job.data.headers,
        });
      } catch (error) {
        const final = job.retryCount >= job.retryLimit;
        await markMailFailed(db, job.id, {
          error: error instanceof Error ? error.message : String(error),
          final,
        });
        logger.warn(
          { err: error, job: job.id, template: job.data.template, final },
          final ? "a mail failed for good" : "a mail failed and will be retried",
        );
        throw error;
      }
      await markMailSent(db, job.id);
      await hurryRetryingMail(queue, db, MAIL_QUEUE);
    },
  );
  return workerId;
}
