import "server-only";
import type { PgBoss } from "pg-boss";
import type { Database } from "@/server/db/create-database";
import { listRetryingMailIds } from "./data";

/** At most this many waiting mails are brought forward per delivered one; the next delivery brings more. */
const HURRIED_PER_DELIVERY = 50;

/**
 * The SMTP server just took a mail, so the mail waiting out a retry's pause (up to 30 minutes after
 * an outage) is made due now: it goes out within seconds of the server answering again
 * (docs/architecture.md#mail). A job already running or finished is left alone by pg-boss.
 * @see https://timgit.github.io/pg-boss/#/api/jobs?id=update
 */
export async function hurryRetryingMail(
  queue: PgBoss,
  db: Database,
  queueName: string,
): Promise<void> {
  const startAfter = new Date();
  for (const id of await listRetryingMailIds(db, HURRIED_PER_DELIVERY))
    await queue.update(queueName, undefined, { id, startAfter });
}
