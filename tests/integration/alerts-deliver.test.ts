import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { createUnsubscribeHandler } from "@/features/alerts/server/deliver/create-unsubscribe-handler";
import { deliverTriggersWith } from "@/features/alerts/server/deliver/deliver-triggers-with";
import type { FlushJob } from "@/features/alerts/server/deliver/delivery-deps";
import { flushHeldDeliveries } from "@/features/alerts/server/deliver/flush-held-deliveries";
import { sendAlertDigests } from "@/features/alerts/server/deliver/send-alert-digests";
import { signUnsubscribeToken } from "@/features/alerts/server/deliver/unsubscribe-token";
import {
  alertDeliveries,
  alertPreferences,
  alerts,
  alertTriggers,
  notifications,
  users,
} from "@/server/db/schema";
import { MAIL_NODE_ORIGIN, useMailNode } from "./mail-node";
import { describeEachDatabase } from "./test-databases";

const SECRET = "alerts-deliver-test-secret";

/**
 * docs/alerts.md#delivery-in-the-app and #mail, through the real database, job queue and an SMTP
 * server: exactly once however often (or however concurrently) delivery is called, grouping, quiet
 * hours holding mail, the digest, and one-click unsubscribe with signed tokens.
 */
describeEachDatabase("alert delivery", (getHandle) => {
  const db = () => getHandle().db;
  const mail = useMailNode(getHandle);
  const scheduled: FlushJob[] = [];
  const clock = { now: new Date() };
  const deps = () => ({
    now: () => clock.now,
    mailer: mail.node.mailer,
    secret: SECRET,
    schedule: async (job: FlushJob) => void scheduled.push(job),
    analytics: null,
  });

  async function person(preferences: Partial<typeof alertPreferences.$inferInsert> = {}) {
    const email = `alerts-${randomUUID()}@example.com`;
    const [user] = await db()
      .insert(users)
      .values({ email, type: "authenticated", emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (Object.keys(preferences).length > 0)
      await db()
        .insert(alertPreferences)
        .values({ userId: user!.id, ...preferences });
    return { id: user!.id, email };
  }

  async function alertOf(userId: string, options: { digestUntil?: Date } = {}) {
    const [row] = await db()
      .insert(alerts)
      .values({
        userId,
        kind: "price_cross",
        scope: "symbol",
        symbol: "MDSK",
        params: { level: 100, direction: "above" },
        channels: ["in_app", "mail"],
        digestUntil: options.digestUntil ?? null,
      })
      .returning({ id: alerts.id });
    return row!.id;
  }

  async function triggersOf(userId: string, alertId: string, count: number) {
    const rows = await db()
      .insert(alertTriggers)
      .values(
        Array.from({ length: count }, (_, index) => ({
          alertId,
          userId,
          symbol: "MDSK",
          occurrence: randomUUID(),
          message: `MDSK crossed above 100.00 (#${index + 1})`,
          price: 100.5,
          quoteAsOf: new Date("2025-01-15T15:30:00Z"),
          quoteSource: "Simulated market, real-time",
        })),
      )
      .returning({ id: alertTriggers.id });
    return rows.map((row) => row.id);
  }

  const notificationsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));
  const deliveriesOf = (userId: string, channel: "in_app" | "mail") =>
    db()
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.channel, channel)));
  const mailsTo = async (email: string, count: number) => {
    await vi.waitFor(() => expect(mail.inbox.to(email).length).toBeGreaterThanOrEqual(count), {
      timeout: 20_000,
      interval: 100,
    });
    return mail.inbox.to(email);
  };

  it("delivers each trigger once when called twice and twice at the same time", async () => {
    clock.now = new Date();
    const { id, email } = await person();
    const ids = await triggersOf(id, await alertOf(id), 2);
    await Promise.all([
      deliverTriggersWith(db(), ids, deps()),
      deliverTriggersWith(db(), ids, deps()),
    ]);
    await deliverTriggersWith(db(), ids, deps());
    expect(await notificationsOf(id)).toHaveLength(2);
    expect(await deliveriesOf(id, "in_app")).toHaveLength(2);
    const mailRows = await deliveriesOf(id, "mail");
    expect(mailRows.map((row) => row.outcome)).toEqual(["sent", "sent"]);
    const mails = await mailsTo(email, 2);
    expect(mails).toHaveLength(2);
    const [first] = mails;
    // Every notification states the quote's time, source and delay (docs/alerts.md#mail).
    expect(first!.text).toContain("Jan 15, 2025, 10:30 AM ET");
    expect(first!.text).toContain("Simulated market, real-time");
    expect(first!.listUnsubscribe).toMatch(
      new RegExp(`^<${MAIL_NODE_ORIGIN}/api/alerts/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(first!.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
  });

  it("sends the first two of a minute at once and the rest as one grouped notice at its end", async () => {
    clock.now = new Date();
    const { id, email } = await person();
    const ids = await triggersOf(id, await alertOf(id), 5);
    await deliverTriggersWith(db(), ids.slice(0, 3), deps());
    await deliverTriggersWith(db(), ids.slice(3), deps());
    expect(await notificationsOf(id)).toHaveLength(2);
    const jobs = scheduled.filter((job) => job.userId === id);
    // One window, one key: asked twice, the queue keeps one job.
    expect(new Set(jobs.map((job) => job.key)).size).toBe(1);
    expect(jobs[0]!.at.getTime()).toBe(clock.now.getTime() + 60_000);

    await flushHeldDeliveries(db(), deps(), id); // before the window's end: nothing yet
    expect(await notificationsOf(id)).toHaveLength(2);
    clock.now = new Date(clock.now.getTime() + 61_000);
    await flushHeldDeliveries(db(), deps(), id);
    await flushHeldDeliveries(db(), deps(), id); // a job run twice sends nothing twice
    const all = await notificationsOf(id);
    expect(all).toHaveLength(3);
    const grouped = all.find((row) => row.triggerIds.length === 3);
    expect(grouped?.title).toBe("3 alerts fired");
    const mails = await mailsTo(email, 3);
    expect(mails.map((row) => row.subject).sort()).toEqual([
      "3 alerts fired",
      "MDSK: alert",
      "MDSK: alert",
    ]);
  });

  it("records in-app in quiet hours and holds the mail until they end, in the person's zone", async () => {
    // 22:30 in New York; quiet 22:00–07:00 there, which ends at 12:00 UTC.
    clock.now = new Date("2025-01-15T03:30:00Z");
    const { id, email } = await person({
      timeZone: "America/New_York",
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
    });
    const ids = await triggersOf(id, await alertOf(id), 1);
    await deliverTriggersWith(db(), ids, deps());
    expect(await notificationsOf(id)).toHaveLength(1);
    expect((await deliveriesOf(id, "mail"))[0]?.outcome).toBe("held_quiet_hours");
    expect(scheduled.find((job) => job.userId === id)?.at).toEqual(
      new Date("2025-01-15T12:00:00Z"),
    );
    await flushHeldDeliveries(db(), deps(), id);
    expect((await deliveriesOf(id, "mail"))[0]?.deliveredAt).toBeNull();
    clock.now = new Date("2025-01-15T12:00:30Z");
    await flushHeldDeliveries(db(), deps(), id);
    expect((await deliveriesOf(id, "mail"))[0]?.deliveredAt).not.toBeNull();
    expect((await mailsTo(email, 1))[0]?.subject).toBe("MDSK: alert");
  });

  it("gathers a noisy alert's triggers into the daily digest", async () => {
    clock.now = new Date();
    const { id, email } = await person();
    const alertId = await alertOf(id, { digestUntil: new Date(Date.now() + 86_400_000) });
    await deliverTriggersWith(db(), await triggersOf(id, alertId, 3), deps());
    expect(await notificationsOf(id)).toHaveLength(0);
    expect(await sendAlertDigests(db(), deps())).toBeGreaterThanOrEqual(1);
    await sendAlertDigests(db(), deps());
    const all = await notificationsOf(id);
    expect(all.map((row) => row.title)).toEqual(["Daily digest: 3 alerts"]);
    const mails = await mailsTo(email, 1);
    expect(mails.map((row) => row.subject)).toEqual(["Daily digest: 3 alerts"]);
  });

  it("unsubscribes by one click with a signed token and refuses a tampered one", async () => {
    clock.now = new Date();
    const { id } = await person();
    const alertId = await alertOf(id);
    const handler = createUnsubscribeHandler({ getDb: db, getSecret: () => SECRET });
    const post = (token: string) =>
      handler.POST(
        new Request(
          `${MAIL_NODE_ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
          {
            method: "POST",
            body: "List-Unsubscribe=One-Click",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          },
        ),
      );
    const token = signUnsubscribeToken(SECRET, { userId: id, alertId });
    const otherAlert = await alertOf(id);
    const forged = token.replace(alertId, otherAlert);
    expect((await post(forged)).status).toBe(400);
    expect(
      (await post(signUnsubscribeToken("another secret", { userId: id, alertId }))).status,
    ).toBe(400);
    const channelsOf = async (alert: string) =>
      (await db().select().from(alerts).where(eq(alerts.id, alert)))[0]?.channels;
    expect(await channelsOf(otherAlert)).toEqual(["in_app", "mail"]);

    expect((await post(token)).status).toBe(200);
    expect(await channelsOf(alertId)).toEqual(["in_app"]);
    expect(await channelsOf(otherAlert)).toEqual(["in_app", "mail"]);

    expect((await post(signUnsubscribeToken(SECRET, { userId: id, alertId: null }))).status).toBe(
      200,
    );
    const [saved] = await db()
      .select()
      .from(alertPreferences)
      .where(eq(alertPreferences.userId, id));
    expect(saved?.mailUnsubscribed).toBe(true);
    await deliverTriggersWith(db(), await triggersOf(id, otherAlert, 1), deps());
    expect((await deliveriesOf(id, "mail"))[0]?.outcome).toBe("skipped");
  });
});
