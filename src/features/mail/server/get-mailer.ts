import { processSingleton } from "@/server/process-singleton";
import "server-only";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { env } from "@/env";
import type { Database } from "@/server/db/create-database";
import { getJobQueue } from "@/server/jobs/get-job-queue";
import { decideMailMode, type MailDecision } from "@/server/mail/decide-mail-mode";
import type { MailMessage } from "../templates/mail-catalogue";
import { createMailQueue, queueMail } from "./send-mail-job";

/** What the features that mail use: whether mail goes anywhere, links on the site, and sending. */
export type Mailer = {
  /** False when nothing is mailed (docs/architecture.md#mail): the features that need mail say so. */
  available: boolean;
  /**
   * An absolute address on the site for a mail. A link's token goes in the fragment (`#token=…`),
   * which browsers never send: it stays out of server and proxy logs and of any Referer.
   */
  link: (pathname: string, token?: string) => string;
  /** Queues a mail; throws when mail is off or the queue refused it. */
  send: (db: Database, message: MailMessage) => Promise<void>;
};

/** This server's mail settings, decided once from the environment. */
export function getMailDecision(): MailDecision {
  return decideMailMode(env);
}

/** Where the embedded demo keeps its mail, inside DATA_DIR. */
export function getMailboxFolder(): string {
  return path.join(env.DATA_DIR, "mailbox");
}

export function createMailer(decision: MailDecision, getQueue: () => Promise<PgBoss>): Mailer {
  const available = decision.mode !== "off" && decision.origin !== null;
  let ready: Promise<PgBoss> | undefined;
  const queue = () =>
    (ready ??= getQueue().then(async (started) => {
      await createMailQueue(started);
      return started;
    })).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return {
    available,
    link(pathname, token) {
      const url = new URL(pathname, decision.origin ?? "http://localhost");
      if (token) url.hash = `token=${token}`;
      return url.toString();
    },
    async send(db, message) {
      if (!available) throw new Error("Mail is off on this server (SMTP_URL is not set).");
      await queueMail(db, await queue(), message);
    },
  };
}

/** The process's mailer, on the process's job queue. */
export function getMailer(): Mailer {
  return processSingleton("mailer", () => createMailer(getMailDecision(), getJobQueue));
}
