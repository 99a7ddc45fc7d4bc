import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { and, eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queueWebhookNotice } from "@/features/alerts/server/deliver/queue-webhook-notice";
import { addWebhookEndpoint } from "@/features/alerts/server/mutations/webhook-endpoints";
import { postWebhook } from "@/features/alerts/server/webhooks/post-webhook";
import { createWebhookQueue } from "@/features/alerts/server/webhooks/webhook-queue";
import { workWebhooks } from "@/features/alerts/server/webhooks/work-webhooks";
import { alertDeliveries } from "@/server/db/schema";
import { createJobQueue } from "@/server/jobs/create-job-queue";
import { outboundPolicyOf } from "@/server/outbound/outbound-policy";
import type { Lookup } from "@/server/outbound/resolve-public-target";
import { insertFiredAlert } from "./alert-channel-rows";
import { createCaller } from "./procedure-callers";
import { type LocalHttps, startLocalHttps } from "./self-signed-https";
import { describeEachDatabase } from "./test-databases";

/** A receiver's check, as docs/alerts.md#webhooks tells receivers to make it. */
function verifySignature(secret: string, header: string, body: string, now: number): boolean {
  const fields = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > 300 || typeof fields.v1 !== "string")
    return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(fields.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Received = { body: string; signature: string; host: string; servername: string };

/** Answers with the statuses queued (then 200), keeping what each request brought. */
function receiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: String(request.headers["marketdesk-signature"]),
        host: String(request.headers.host),
        servername: String((request.socket as TLSSocket).servername),
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end("ok");
    });
  };
  return { received, statuses, handler };
}

/** hooks.test resolves to loopback here, as a name an attacker controls might. */
let lookups = 0;
const hooksTest: Lookup = async (hostname) => {
  lookups += 1;
  if (hostname !== "hooks.test") throw new Error(`unexpected lookup of ${hostname}`);
  return [{ address: "127.0.0.1", family: 4 }];
};

describeEachDatabase("alerts by webhook", (getHandle) => {
  const hooks = receiver();
  let server: LocalHttps;
  let queue: PgBoss;
  const policy = () => ({
    ...outboundPolicyOf({ WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: true }),
    ca: [server.ca],
  });
  beforeAll(async () => {
    server = await startLocalHttps(hooks.handler);
    queue = await createJobQueue(getHandle(), {
      superviseIntervalSeconds: 1,
      maintenanceIntervalSeconds: 1,
      monitorIntervalSeconds: 1,
    }).start();
    await createWebhookQueue(queue, { retryDelay: 1, retryBackoff: false });
    await workWebhooks(queue, {
      db: getHandle().db,
      policy: policy(),
      lookup: hooksTest,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await queue.stop({ graceful: false });
    await server.close();
  });

  it("refuses a local receiver by default, saying why", async () => {
    const attempt = await postWebhook(
      { url: `https://localhost:${server.port}/hook`, secret: "s" },
      "{}",
      outboundPolicyOf({}),
    );
    expect(attempt).toEqual({
      kind: "refused",
      statusCode: null,
      error: expect.stringMatching(
        /^localhost resolves to (127\.0\.0\.1|::1), a loopback address: only public internet addresses are allowed\.$/,
      ),
    });
    const named = await postWebhook(
      { url: `https://hooks.test:${server.port}/hook`, secret: "s" },
      "{}",
      outboundPolicyOf({}),
      hooksTest,
    );
    expect(named).toMatchObject({
      kind: "refused",
      error: expect.stringMatching(/a loopback address/),
    });
    expect(hooks.received).toEqual([]);
  });

  it("refuses the site's own hosts whatever they resolve to", async () => {
    const attempt = await postWebhook(
      { url: `https://hooks.test:${server.port}/hook`, secret: "s" },
      "{}",
      { ...policy(), refusedHosts: ["hooks.test"] },
      hooksTest,
    );
    expect(attempt).toMatchObject({
      kind: "refused",
      error: "hooks.test is one of this site's own servers.",
    });
  });

  it("connects to the address checked, keeping the name for TLS and Host, with one lookup", async () => {
    const before = lookups;
    const attempt = await postWebhook(
      { url: `https://hooks.test:${server.port}/hook`, secret: "s" },
      "{}",
      policy(),
      hooksTest,
    );
    expect(attempt).toEqual({ kind: "sent", statusCode: 200 });
    expect(lookups - before).toBe(1);
    expect(hooks.received.at(-1)).toMatchObject({
      host: `hooks.test:${server.port}`,
      servername: "hooks.test",
    });
  });

  it("retries after a 500, signs every attempt, and logs the attempts and status", async () => {
    const db = getHandle().db;
    const pro = await createCaller(db, "subscriber", "pro");
    const added = await addWebhookEndpoint(
      db,
      pro.id!,
      `https://hooks.test:${server.port}/alerts`,
      "whsec_test-secret",
      2,
    );
    if (!added.added) throw new Error("the endpoint was not added");
    const notice = await insertFiredAlert(db, pro.id!);
    const before = hooks.received.length;
    hooks.statuses.push(500);
    await queueWebhookNotice(db, notice, async () => queue, "https://marketdesk.test");
    await queueWebhookNotice(db, notice, async () => queue, "https://marketdesk.test");

    const deliveries = () =>
      db
        .select()
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.channel, "webhook"), eq(alertDeliveries.target, added.id)));
    await expect
      .poll(async () => (await deliveries())[0]?.outcome, { timeout: 30_000 })
      .toBe("sent");
    expect(await deliveries()).toMatchObject([
      { triggerId: notice.triggers[0]!.id, attempts: 2, statusCode: 200, error: null },
    ]);
    const attempts = hooks.received.slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.body).toBe(attempts[0]!.body);
    const now = Math.floor(Date.now() / 1000);
    for (const attempt of attempts)
      expect(verifySignature("whsec_test-secret", attempt.signature, attempt.body, now)).toBe(true);
    expect(verifySignature("another secret", attempts[0]!.signature, attempts[0]!.body, now)).toBe(
      false,
    );
    expect(
      verifySignature("whsec_test-secret", attempts[0]!.signature, attempts[0]!.body, now + 301),
    ).toBe(false);
    expect(JSON.parse(attempts[0]!.body)).toEqual({
      event: "alert.triggered",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: expect.any(Number),
      title: "MDSK crossed above 200.00",
      body: "MDSK 201.30 at 10:30 ET, Simulated market",
      url: "https://marketdesk.test/stocks/MDSK",
      triggers: [
        {
          id: notice.triggers[0]!.id,
          alert_id: notice.triggers[0]!.alertId,
          symbol: "MDSK",
          kind: "price_cross",
          message: "MDSK crossed above 200.00 (gapped from 198.10 to 201.30)",
          price: 201.3,
          gapped: true,
          quote_time: "2026-11-24T15:30:00.000Z",
          source: "Simulated market",
          triggered_at: notice.triggers[0]!.createdAt.toISOString(),
        },
      ],
    });
  });

  it("marks a delivery failed for good when the receiver refuses it (4xx)", async () => {
    const db = getHandle().db;
    const pro = await createCaller(db, "subscriber", "pro");
    const added = await addWebhookEndpoint(
      db,
      pro.id!,
      `https://hooks.test:${server.port}/gone`,
      "s",
      2,
    );
    if (!added.added) throw new Error("the endpoint was not added");
    hooks.statuses.push(404);
    await queueWebhookNotice(db, await insertFiredAlert(db, pro.id!), async () => queue, null);
    const outcome = async () =>
      (await db.select().from(alertDeliveries).where(eq(alertDeliveries.target, added.id)))[0];
    await expect.poll(async () => (await outcome())?.outcome, { timeout: 30_000 }).toBe("failed");
    expect(await outcome()).toMatchObject({ attempts: 1, statusCode: 404, error: "answered 404" });
  });

  it("queues nothing for a person whose plan has no webhooks", async () => {
    const db = getHandle().db;
    const free = await createCaller(db, "registered");
    await addWebhookEndpoint(db, free.id!, `https://hooks.test:${server.port}/free`, "s", 2);
    const notice = await insertFiredAlert(db, free.id!);
    await queueWebhookNotice(db, notice, async () => queue, null);
    expect(
      await db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, free.id!)),
    ).toEqual([]);
  });
});
