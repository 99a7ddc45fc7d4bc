import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { mailDeliveries } from "@/server/db/schema";

/** The longest error kept per delivery: an SMTP answer, never a whole stack. */
const ERROR_MAX_LENGTH = 500;

/** Writes the row of a mail handed to the queue, under the job's id (send-mail-job.ts). */
export async function recordQueuedMail(
  db: Database,
  mail: { id: string; template: string; recipient: string; subject: string },
): Promise<void> {
  await db.insert(mailDeliveries).values(mail);
}

/** The SMTP server (or the mailbox) took the mail: a later run of the same job sends nothing. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(eq(mailDeliveries.id, id));
}

/** An attempt failed: "retrying" while the queue will try again, "failed" after the last. */
export async function markMailFailed(
  db: Database,
  id: string,
  { error, final }: { error: string; final: boolean },
): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({
      status: final ? "failed" : "retrying",
      lastError: error.slice(0, ERROR_MAX_LENGTH),
      attempts: sql`${mailDeliveries.attempts} + 1`,
    })
    .where(eq(mailDeliveries.id, id));
}

/**
 * Forgets a deleted account's mail (docs/product.md#accounts-and-mail): the rows keep no address
 * once the account is gone, only that a mail of that kind was sent.
 */
export async function forgetMailRecipient(db: Database, email: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ recipient: "deleted user" })
    .where(eq(mailDeliveries.recipient, email));
}
