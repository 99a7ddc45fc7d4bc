import "server-only";
import { createTransport } from "nodemailer";
import { saveMailboxMessage } from "./mailbox";
import type { OutgoingMail } from "./outgoing-mail";

export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** How long an SMTP server may take to answer, well inside the queue's expiry of a job (send-mail-job.ts). */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Sends through the SMTP server of a nodemailer connection URL. The Message-ID is the job's, so a
 * mail a server received twice reads as one message in the inbox.
 * @see https://nodemailer.com/smtp/
 */
export function createSmtpTransport(url: string): MailTransport {
  const transport = createTransport(url, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send({ id, from, to, subject, html, text, headers }) {
      const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? "marketdesk.localhost";
      await transport.sendMail({
        from,
        to,
        subject,
        html,
        text,
        headers,
        messageId: `<${id}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}

/** The embedded demo's delivery: into the mailbox folder that /dev/mailbox lists. */
export function createMailboxTransport(folder: string): MailTransport {
  return { send: (mail) => saveMailboxMessage(folder, mail), close: () => undefined };
}
