import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendPushNotice } from "@/features/alerts/server/deliver/send-push-notice";
import { savePushSubscription } from "@/features/alerts/server/mutations/push-subscriptions";
import { alertDeliveries, pushSubscriptions } from "@/server/db/schema";
import { outboundPolicyOf } from "@/server/outbound/outbound-policy";
import { decidePushMode } from "@/server/push/decide-push-mode";
import { insertFiredAlert } from "./alert-channel-rows";
import { createCaller } from "./procedure-callers";
import { describeEachDatabase } from "./test-databases";
import { startWebPushService } from "./web-push-service";

/**
 * docs/alerts.md#web-push: alerts sent through a real push service (web-push-testing, local, over
 * HTTPS), which checks the VAPID signature, decrypts the message and keeps it for us to read.
 */
const decision = decidePushMode({
  VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
  VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
  VAPID_SUBJECT: process.env.VAPID_SUBJECT,
});

describeEachDatabase("alerts by web push", (getHandle) => {
  let service: Awaited<ReturnType<typeof startWebPushService>>;
  beforeAll(async () => {
    service = await startWebPushService();
  });
  afterAll(() => service.close());
  const testPolicy = () => ({
    ...outboundPolicyOf({ WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: true }),
    ca: [service.ca],
  });

  async function subscribedPerson() {
    if (decision.mode !== "on") throw new Error("the tests' VAPID settings are missing");
    const db = getHandle().db;
    const person = await createCaller(db, "registered");
    const browser = await service.subscribe(decision.publicKey);
    const saved = await savePushSubscription(
      db,
      person.id!,
      { endpoint: browser.endpoint, ...browser.keys, label: "Test browser" },
      20,
    );
    return { person: person.id!, browser, subscriptionId: saved!.id };
  }

  const deliveryOf = async (subscriptionId: string) =>
    getHandle()
      .db.select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.channel, "push"), eq(alertDeliveries.target, subscriptionId)));

  it("delivers the notice's title, body, tag and path once, and logs it sent", async () => {
    const db = getHandle().db;
    const { person, browser, subscriptionId } = await subscribedPerson();
    const notice = await insertFiredAlert(db, person);
    await sendPushNotice(db, notice, { decision, policy: testPolicy() });
    await sendPushNotice(db, notice, { decision, policy: testPolicy() });

    const messages = await service.messages(browser.clientHash);
    expect(messages.map((message) => JSON.parse(message))).toEqual([
      {
        title: "MDSK crossed above 200.00",
        body: "MDSK 201.30 at 10:30 ET, Simulated market",
        tag: "alert-MDSK",
        path: "/stocks/MDSK",
      },
    ]);
    expect(await deliveryOf(subscriptionId)).toMatchObject([
      { triggerId: notice.triggers[0]!.id, outcome: "sent", statusCode: 201, attempts: 1 },
    ]);
  });

  it("keeps a long message under the 4 KB push services take", async () => {
    const db = getHandle().db;
    const { person, browser } = await subscribedPerson();
    const notice = await insertFiredAlert(db, person);
    await sendPushNotice(
      db,
      { ...notice, body: "é".repeat(5_000) },
      { decision, policy: testPolicy() },
    );
    const [message] = await service.messages(browser.clientHash);
    expect(Buffer.byteLength(message!)).toBeLessThanOrEqual(4_096 - 103);
    expect(JSON.parse(message!).body).toMatch(/^é+…$/);
  });

  it("deletes a subscription the push service says is gone (410) and logs the failure", async () => {
    const db = getHandle().db;
    const { person, browser, subscriptionId } = await subscribedPerson();
    await service.expire(browser.clientHash);
    await sendPushNotice(db, await insertFiredAlert(db, person), {
      decision,
      policy: testPolicy(),
    });
    expect(await deliveryOf(subscriptionId)).toMatchObject([
      { outcome: "failed", statusCode: 410 },
    ]);
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId)),
    ).toEqual([]);
  });

  it("refuses a push address on loopback unless the test setting allows it", async () => {
    const db = getHandle().db;
    const { person, browser, subscriptionId } = await subscribedPerson();
    await sendPushNotice(db, await insertFiredAlert(db, person), {
      decision,
      policy: outboundPolicyOf({}),
    });
    expect(await service.messages(browser.clientHash)).toEqual([]);
    const [row] = await deliveryOf(subscriptionId);
    expect(row).toMatchObject({ outcome: "failed", statusCode: null });
    expect(row!.error).toMatch(/127\.0\.0\.1, a loopback address: only public internet addresses/);
  });

  it("sends nothing while push is off on the server", async () => {
    const db = getHandle().db;
    const { person, browser, subscriptionId } = await subscribedPerson();
    await sendPushNotice(db, await insertFiredAlert(db, person), {
      decision: decidePushMode({}),
      policy: testPolicy(),
    });
    expect(await service.messages(browser.clientHash)).toEqual([]);
    expect(await deliveryOf(subscriptionId)).toEqual([]);
  });
});
