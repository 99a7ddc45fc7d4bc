import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMailDeliveries } from "@/features/mail/server/data";
import type { MailMessage } from "@/features/mail/templates/mail-catalogue";
import type { DatabaseHandle } from "@/server/db/create-database";
import { MAIL_NODE_ORIGIN, startMailNode as startNode } from "./mail-node";
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox";
import { createTestDatabase, hasPostgres, testDatabaseKinds } from "./test-databases";

const ORIGIN = MAIL_NODE_ORIGIN;

const EVERY_TEMPLATE: MailMessage[] = [
  {
    to: "a@example.com",
    template: "verify-email",
    props: { link: `${ORIGIN}/verify-email#token=abc` },
  },
  {
    to: "a@example.com",
    template: "reset-password",
    props: { link: `${ORIGIN}/reset-password#token=abc` },
  },
  {
    to: "a@example.com",
    template: "password-changed",
    props: { resetLink: `${ORIGIN}/forgot-password` },
  },
  {
    to: "a@example.com",
    template: "confirm-email-change",
    props: { link: `${ORIGIN}/confirm-email-change#token=abc`, newEmail: "a@example.com" },
  },
  {
    to: "a@example.com",
    template: "email-changed",
    props: { newEmail: "b@example.com", undoLink: `${ORIGIN}/undo-email-change#token=abc` },
  },
  { to: "a@example.com", template: "account-deleted", props: {} },
  {
    to: "a@example.com",
    template: "invoice-paid",
    props: {
      planName: "Pro",
      period: "monthly",
      amount: "$19.00",
      paidOn: "November 24, 2026",
      invoiceUrl: null,
    },
  },
  {
    to: "a@example.com",
    template: "plan-changed",
    props: { planName: "Premium", period: "yearly" },
  },
  {
    to: "a@example.com",
    template: "subscription-cancelled",
    props: { planName: "Pro", endsOn: "December 24, 2026" },
  },
  {
    to: "a@example.com",
    template: "affiliate-decision",
    props: { decision: "approved", note: "Welcome aboard." },
  },
];

for (const kind of testDatabaseKinds()) {
  describe(`[${kind}] mail through the job queue to an SMTP server`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let inbox: SmtpInbox;
    let node: Awaited<ReturnType<typeof startNode>>;
    beforeAll(async () => {
      ({ handle, dispose } = await createTestDatabase(kind, "migrated"));
      inbox = await startSmtpInbox();
      node = await startNode(handle, inbox);
    });
    afterAll(async () => {
      await node.queue.stop({ graceful: false });
      await inbox.close();
      await dispose();
    });

    it("delivers every template with an HTML and a plain-text part, the product's name, its link and the footer", async () => {
      const before = inbox.received.length;
      for (const message of EVERY_TEMPLATE) await node.mailer.send(handle.db, message);
      await expect
        .poll(() => inbox.received.length - before, { timeout: 20_000 })
        .toBe(EVERY_TEMPLATE.length);
      const subjects = inbox.received.slice(before).map((mail) => mail.subject);
      expect(new Set(subjects)).toEqual(
        new Set([
          "Confirm your email address",
          "Reset your Marketdesk password",
          "Your Marketdesk password was changed",
          "Confirm your new email address",
          "Your Marketdesk email address was changed",
          "Your Marketdesk account has been deleted",
          "Your Marketdesk receipt: $19.00",
          "You are now on Marketdesk Premium",
          "Your Marketdesk subscription is cancelled",
          "You are a Marketdesk affiliate",
        ]),
      );
      for (const mail of inbox.received.slice(before)) {
        expect(mail.from).toBe(`"Marketdesk" <no-reply@marketdesk.test>`);
        expect(mail.html).toMatch(/^<!DOCTYPE html/);
        expect(mail.html).toContain("Marketdesk");
        expect(mail.text).toContain("You get this mail because of your account at marketdesk.test");
        expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@marketdesk\.test>$/);
      }
      const reset = inbox.received
        .slice(before)
        .find((mail) => mail.subject === "Reset your Marketdesk password")!;
      expect(reset.html).toContain(`href="${ORIGIN}/reset-password#token=abc"`);
      expect(reset.text).toContain(`${ORIGIN}/reset-password#token=abc`);
      expect(reset.text).toContain("The link works once, for one hour.");
      const decision = inbox.received
        .slice(before)
        .find((mail) => mail.subject === "You are a Marketdesk affiliate")!;
      expect(decision.text).toContain("A note from our team: Welcome aboard.");
      expect(decision.html).toContain(`href="${ORIGIN}/affiliate"`);
    });

    it("retries a mail the SMTP server refuses, and delivers it once when it accepts", async () => {
      inbox.refuseNext(2);
      const attemptsBefore = inbox.attempts();
      await node.mailer.send(handle.db, {
        to: "retry@example.com",
        template: "verify-email",
        props: { link: `${ORIGIN}/verify-email#token=retry` },
      });
      await expect.poll(() => inbox.to("retry@example.com").length, { timeout: 30_000 }).toBe(1);
      expect(inbox.attempts() - attemptsBefore).toBe(3);
      // The worker marks the row sent once the SMTP server has answered, a moment after the inbox holds the mail.
      const sent = () =>
        listMailDeliveries(handle.db, { statuses: ["sent"], limit: 50 }).then((rows) =>
          rows.filter((found) => found.recipient === "retry@example.com"),
        );
      await expect.poll(async () => (await sent()).length, { timeout: 10_000 }).toBe(1);
      expect((await sent())[0]).toMatchObject({
        status: "sent",
        attempts: 3,
        lastError: expect.stringContaining("Try again later"),
      });
      // More seconds than a retry takes: nothing more comes.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(inbox.to("retry@example.com")).toHaveLength(1);
    });

    it("keeps a mail that every attempt failed as failed, with the server's answer, for the admins' list", async () => {
      inbox.refuseNext(100);
      await node.mailer.send(handle.db, {
        to: "refused@example.com",
        template: "verify-email",
        props: { link: `${ORIGIN}/verify-email#token=refused` },
      });
      const failed = () =>
        listMailDeliveries(handle.db, { statuses: ["failed"], limit: 50 }).then((rows) =>
          rows.filter((row) => row.recipient === "refused@example.com"),
        );
      await expect
        .poll(async () => (await failed()).length, { timeout: 40_000, interval: 500 })
        .toBe(1);
      expect((await failed())[0]).toMatchObject({
        attempts: 6,
        lastError: expect.stringContaining("451"),
        sentAt: null,
      });
      inbox.refuseNext(0);
      expect(inbox.to("refused@example.com")).toHaveLength(0);
    });
  });
}

describe.runIf(hasPostgres())("[postgres] two nodes' mail workers on one database", () => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let inbox: SmtpInbox;
  const queues: PgBoss[] = [];
  beforeAll(async () => {
    ({ handle, dispose } = await createTestDatabase("postgres", "migrated"));
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceful: false });
    await inbox.close();
    await dispose();
  });

  it("delivers each mail once", async () => {
    const nodes = [await startNode(handle, inbox), await startNode(handle, inbox)];
    queues.push(...nodes.map((node) => node.queue));
    const addresses = Array.from({ length: 20 }, (_, index) => `twice-${index}@example.com`);
    await Promise.all(
      addresses.map((to, index) =>
        nodes[index % 2]!.mailer.send(handle.db, { to, template: "account-deleted", props: {} }),
      ),
    );
    await expect.poll(() => inbox.received.length, { timeout: 30_000 }).toBe(addresses.length);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(inbox.received.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    expect(new Set(inbox.received.map((mail) => mail.messageId)).size).toBe(addresses.length);
  });
});
