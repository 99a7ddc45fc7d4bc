import { afterAll, beforeAll } from "vitest";
import { createMailer } from "@/features/mail/server/get-mailer";
import { createSmtpTransport } from "@/features/mail/server/mail-transport";
import { createMailQueue, workMail } from "@/features/mail/server/send-mail-job";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createJobQueue, type JobQueueTimings } from "@/server/jobs/create-job-queue";
import { decideMailMode } from "@/server/mail/decide-mail-mode";
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox";

const FAST: JobQueueTimings = {
  superviseIntervalSeconds: 1,
  maintenanceIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
};
const FROM = "Marketdesk <no-reply@marketdesk.test>";
export const MAIL_NODE_ORIGIN = "https://marketdesk.test";
/** Retries a second apart instead of 30 s doubling, so a refused mail is retried within a test. */
const QUICK_RETRIES = { retryDelay: 1, retryBackoff: false };

/**
 * One app node's mail: a started job queue on the test database, its mail worker sending through
 * the test SMTP server (the production transport), and the mailer the procedures queue with.
 * `schedule: "real"` keeps the production queue, retries and polling instead of quick ones.
 */
export async function startMailNode(
  handle: DatabaseHandle,
  inbox: Pick<SmtpInbox, "url">,
  { schedule }: { schedule: "quick" | "real" } = { schedule: "quick" },
) {
  const real = schedule === "real";
  const queue = await createJobQueue(handle, real ? {} : FAST).start();
  await createMailQueue(queue, real ? {} : QUICK_RETRIES);
  const decision = decideMailMode({
    SMTP_URL: inbox.url,
    MAIL_FROM: FROM,
    NEXTAUTH_URL: MAIL_NODE_ORIGIN,
  });
  await workMail(queue, {
    db: handle.db,
    transport: createSmtpTransport(inbox.url),
    from: FROM,
    origin: MAIL_NODE_ORIGIN,
    pollingIntervalSeconds: real ? undefined : 0.5,
  });
  return { queue, mailer: createMailer(decision, async () => queue) };
}

export type MailNode = Awaited<ReturnType<typeof startMailNode>>;

/**
 * A test SMTP server and a mail node on it for one describe block: started before its tests,
 * stopped after. `inbox` and `node` are there from the first test on.
 */
export function useMailNode(getHandle: () => DatabaseHandle) {
  const mail = {} as { inbox: SmtpInbox; node: MailNode };
  beforeAll(async () => {
    mail.inbox = await startSmtpInbox();
    mail.node = await startMailNode(getHandle(), mail.inbox);
  });
  afterAll(async () => {
    await mail.node.queue.stop({ graceful: false });
    await mail.inbox.close();
  });
  return mail;
}
