import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMailDeliveries } from "@/features/mail/server/data";
import { MAIL_QUEUE_OPTIONS } from "@/features/mail/server/send-mail-job";
import type { MailMessage } from "@/features/mail/templates/mail-catalogue";
import type { DatabaseHandle } from "@/server/db/create-database";
import { MAIL_NODE_ORIGIN, type MailNode, startMailNode } from "./mail-node";
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox";
import { createTestDatabase, testDatabaseKinds } from "./test-databases";

/**
 * How long the worker may take to reach a mail here: half the first retry pause, and so half the
 * worker's backstop poll too. Not a speed claim: only the worker's own wake-ups (a mail sent, a job
 * settled, a mail delivered) can bring a mail this soon; a poll or a retry's pause cannot.
 */
const BEFORE_ANY_POLL_OR_RETRY = (MAIL_QUEUE_OPTIONS.retryDelay! * 1_000) / 2;

const mailTo = (to: string, index: number): MailMessage =>
  index % 2
    ? {
        to,
        template: "reset-password",
        props: { link: `${MAIL_NODE_ORIGIN}/reset-password#token=r` },
      }
    : { to, template: "verify-email", props: { link: `${MAIL_NODE_ORIGIN}/verify-email#token=v` } };

for (const kind of testDatabaseKinds()) {
  describe(`[${kind}] mail on the worker's real schedule through an SMTP outage`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let inbox: SmtpInbox;
    let node: MailNode;
    beforeAll(async () => {
      ({ handle, dispose } = await createTestDatabase(kind, "migrated"));
      inbox = await startSmtpInbox();
      node = await startMailNode(handle, inbox, { schedule: "real" });
    });
    afterAll(async () => {
      await node.queue.stop({ graceful: false });
      await inbox.close();
      await dispose();
    });

    const statusesOf = async (addresses: string[]) =>
      (await listMailDeliveries(handle.db, { statuses: null, limit: 100 }))
        .filter((row) => addresses.includes(row.recipient))
        .map((row) => row.status);

    it("tries each mail queued in the outage at once, and delivers new and waiting mail once the server answers", async () => {
      const port = inbox.port;
      await inbox.close();
      const duringOutage = ["down-1", "down-2", "down-3", "down-4"].map((n) => `${n}@example.com`);
      for (const [index, to] of duringOutage.entries())
        await node.mailer.send(handle.db, mailTo(to, index));
      // No mail waits, untried, behind another's failed attempt.
      await expect
        .poll(() => statusesOf(duringOutage), { timeout: BEFORE_ANY_POLL_OR_RETRY })
        .toEqual(duringOutage.map(() => "retrying"));

      inbox = await startSmtpInbox(port);
      const afterOutage = ["up-1", "up-2"].map((n) => `${n}@example.com`);
      for (const [index, to] of afterOutage.entries())
        await node.mailer.send(handle.db, mailTo(to, index));
      // The new mail does not wait for the retries, nor the retries for their pause to end.
      const everyone = [...afterOutage, ...duringOutage];
      await expect
        .poll(() => everyone.filter((to) => inbox.to(to).length === 1), {
          timeout: BEFORE_ANY_POLL_OR_RETRY,
        })
        .toEqual(everyone);
      await expect
        .poll(() => statusesOf(everyone), { timeout: BEFORE_ANY_POLL_OR_RETRY })
        .toEqual(everyone.map(() => "sent"));
    }, 120_000);
  });
}
