import "server-only";
import type { PgBoss } from "pg-boss";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { getMailboxFolder, getMailDecision } from "./get-mailer";
import { createMailboxTransport, createSmtpTransport } from "./mail-transport";
import { createMailQueue, workMail } from "./send-mail-job";

/**
 * Starts this node's mail worker for the mode the settings give (docs/architecture.md#mail): SMTP,
 * the embedded demo's mailbox, or none, which is said at start-up since every mail would be lost.
 */
export async function startMailDelivery(queue: PgBoss, db: Database): Promise<void> {
  const decision = getMailDecision();
  if (decision.mode === "off" || !decision.origin) {
    logger.warn(
      "mail is off: SMTP_URL is not set, so verification, password reset and receipts are not sent (see .env.example)",
    );
    return;
  }
  const transport =
    decision.mode === "smtp"
      ? createSmtpTransport(decision.smtpUrl!)
      : createMailboxTransport(getMailboxFolder());
  await createMailQueue(queue);
  await workMail(queue, { db, transport, from: decision.from, origin: decision.origin });
  logger.info(
    { mode: decision.mode },
    decision.mode === "smtp"
      ? "mail goes out through SMTP_URL"
      : "mail is kept at /dev/mailbox (embedded demo)",
  );
}
