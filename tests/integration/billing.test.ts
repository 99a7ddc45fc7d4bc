import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { BillingOutcome } from "@/features/billing/server/billing-outcome";
import { onBillingOutcome } from "@/features/billing/server/billing-outcome-listeners";
import type { BillingProvider } from "@/features/billing/server/billing-provider";
import { checkoutIdempotencyKey } from "@/features/billing/server/checkout-idempotency-key";
import { createLocalBillingProvider } from "@/features/billing/server/create-local-billing-provider";
import { createStripeBillingProvider } from "@/features/billing/server/create-stripe-billing-provider";
import { createStripeWebhookHandler } from "@/features/billing/server/create-stripe-webhook-handler";
import { endSubscriptionForDeletion } from "@/features/billing/server/end-subscription-for-deletion";
import { getEntitlements } from "@/features/billing/server/get-entitlements";
import { intentIdempotencyKey } from "@/features/billing/server/intent-idempotency-key";
import { applyBillingEvent } from "@/features/billing/server/mutations";
import { planProcedure } from "@/features/billing/server/plan-procedure";
import { createBillingRouter } from "@/features/billing/server/router";
import { createStripe } from "@/features/billing/server/stripe-config";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { checkoutIntents, invoices, subscriptions, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { startFakeStripe } from "./fake-stripe";
import { describeEachDatabase } from "./test-databases";

const SECRET = "whsec_test_marketdesk";
const prices = {
  pro: { month: "price_pro_m", year: "price_pro_y" },
  premium: { month: "price_prem_m", year: "price_prem_y" },
};

describeEachDatabase("billing through Stripe (a local server plays its API)", (getHandle) => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: BillingProvider;
  let webhook: ReturnType<typeof createStripeWebhookHandler>;
  const signer = new Stripe("sk_test_signer");
  const db = () => getHandle().db;
  const router = createTRPCRouter({
    stripe: createBillingRouter({ getProvider: () => provider }),
    exportCsv: planProcedure("csv_export").query(() => "ok"),
  });
  const caller = (userId: string) =>
    createCallerFactory(router)({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers({ ...requestHeaders(uniqueIp()), host: "md.example" }),
      session: { user: { id: userId, type: "authenticated" } },
    });

  let userId: string;
  let customer: string;
  let subscriptionId: string;

  beforeAll(async () => {
    fake = await startFakeStripe({
      intervalOf: (price) => (price.endsWith("_y") ? "year" : "month"),
    });
    const setup = {
      stripe: createStripe("sk_test_marketdesk", fake.url),
      webhookSecret: SECRET,
      prices,
    };
    provider = createStripeBillingProvider(setup);
    webhook = createStripeWebhookHandler({ getDb: db, setup, log: pino({ level: "silent" }) });
  });
  afterAll(() => fake.close());

  /** The outcomes billing publishes while a test runs, as a listener sees them. */
  let published: BillingOutcome[] = [];
  let stopListening = () => {};
  beforeEach(() => {
    published = [];
    stopListening = onBillingOutcome("test-recorder", (outcome) => void published.push(outcome));
  });
  afterEach(() => stopListening());
  beforeEach(async () => {
    const [user] = await db()
      .insert(users)
      .values({ email: `payer-${randomUUID()}@example.com`, type: "authenticated" })
      .returning({ id: users.id });
    userId = user!.id;
    customer = `cus_${randomUUID().slice(0, 8)}`;
    subscriptionId = `sub_${randomUUID().slice(0, 8)}`;
    await db().update(users).set({ stripeCustomerId: customer }).where(eq(users.id, userId));
  });

  function deliver(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; signWith?: string; tamper?: boolean } = {},
  ) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${randomUUID()}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.signWith ?? SECRET,
    });
    const body = options.tamper ? payload.replace(type, `${type} `) : payload;
    return webhook(
      new Request("http://md.example/api/stripe/webhook", {
        method: "POST",
        body,
        headers: { "stripe-signature": header },
      }),
    );
  }
  const subscriptionObject = () => ({
    id: subscriptionId,
    object: "subscription",
    customer,
    metadata: { user_id: userId },
    status: "incomplete",
  });
  const invoiceObject = () => ({
    id: `in_${subscriptionId}`,
    object: "invoice",
    customer,
    amount_paid: 1900,
    currency: "usd",
    hosted_invoice_url: `https://invoice.stripe.test/in_${subscriptionId}`,
    lines: {
      object: "list",
      data: [
        {
          amount: 1900,
          pricing: {
            type: "price_details",
            price_details: { price: "price_pro_m", product: "prod_x" },
          },
        },
      ],
    },
    parent: { subscription_details: { subscription: subscriptionId } },
    payments: { data: [{ payment: { payment_intent: `pi_${subscriptionId}` } }] },
    status_transitions: { paid_at: 1_790_000_000 },
  });
  const row = async () =>
    (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  /** The key Stripe received is our intent's (who, what, on what), in the window of the call: not one stripe-node made up. */
  const expectIntentKey = (
    received: string | null | undefined,
    action: string,
    parts: string[],
    callStartedAt: number,
  ) =>
    expect([
      intentIdempotencyKey(action, parts, callStartedAt),
      intentIdempotencyKey(action, parts),
    ]).toContain(received);

  it("creates a Checkout Session with the user as client_reference_id, the customer reused, and the intent's Idempotency-Key", async () => {
    const started = Date.now();
    const { url } = await caller(userId).stripe.createCheckoutSession({
      planId: "pro",
      interval: "year",
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_/);
    const call = fake.calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: "subscription",
      customer,
      client_reference_id: userId,
      "line_items[0][price]": "price_pro_y",
      "subscription_data[metadata][user_id]": userId,
    });
    // The key names the member's claimed intent: who, on what, and when the intent began.
    const [intent] = await db()
      .select()
      .from(checkoutIntents)
      .where(eq(checkoutIntents.userId, userId));
    expect(call.idempotencyKey).toBe(
      checkoutIdempotencyKey(userId, customer, "price_pro_y", intent!.openedAt),
    );
    // A double click is the same intent: the same key, so Stripe answers with the first session.
    await caller(userId).stripe.createCheckoutSession({ planId: "pro", interval: "year" });
    const sessions = fake.calls.filter((c) => c.path === "/v1/checkout/sessions");
    expect(sessions.at(-1)!.idempotencyKey).toBe(call.idempotencyKey);
    await caller(userId).stripe.createCheckoutSession({ planId: "pro", interval: "month" });
    expect(fake.calls.findLast((c) => c.path === "/v1/checkout/sessions")!.idempotencyKey).not.toBe(
      call.idempotencyKey,
    );
    const portal = await caller(userId).stripe.createPortalSession();
    expect(portal.url).toBe(`https://billing.stripe.test/${customer}`);
    expectIntentKey(
      fake.calls.findLast((c) => c.path === "/v1/billing_portal/sessions")!.idempotencyKey,
      "portal",
      [userId, customer],
      started,
    );
  });

  it("answers 502 with a sentence, not a 500, when Stripe refuses a checkout", async () => {
    const refuse = new URLSearchParams({
      path: "/v1/checkout/sessions",
      client_reference_id: userId,
    });
    expect((await fetch(`${fake.url}/__control/refuse`, { method: "POST", body: refuse })).ok).toBe(
      true,
    );
    await expect(
      caller(userId).stripe.createCheckoutSession({ planId: "premium", interval: "month" }),
    ).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: "The payment service did not answer as expected. Please try again in a moment.",
    });
  });

  it("counts the checkout intent's window from when it began, not by the clock: the same choice reopens its session until the window has passed", async () => {
    // The member first chose Pro yearly just under a window ago, whichever clock window that fell in.
    const [began] = await db()
      .insert(checkoutIntents)
      .values({
        userId,
        priceId: "price_pro_y",
        openedAt: sql`now() - interval '9 minutes 58 seconds'`,
      })
      .returning();
    const first = await caller(userId).stripe.createCheckoutSession({
      planId: "pro",
      interval: "year",
    });
    expect(fake.calls.findLast((c) => c.path === "/v1/checkout/sessions")!.idempotencyKey).toBe(
      checkoutIdempotencyKey(userId, customer, "price_pro_y", began!.openedAt),
    );
    expect(
      await caller(userId).stripe.createCheckoutSession({ planId: "pro", interval: "year" }),
    ).toEqual(first);
    // A window after it began, the same choice is a new intent, with a session of its own.
    await db()
      .update(checkoutIntents)
      .set({ openedAt: sql`now() - interval '10 minutes 1 second'` })
      .where(eq(checkoutIntents.userId, userId));
    const later = await caller(userId).stripe.createCheckoutSession({
      planId: "pro",
      interval: "year",
    });
    expect(later.url).not.toBe(first.url);
    expect(
      await caller(userId).stripe.createCheckoutSession({ planId: "pro", interval: "year" }),
    ).toEqual(later);
  });

  it("cancels and resumes a Stripe subscription under the intent's key, keeping the state Stripe answers", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    await deliver("customer.subscription.updated", subscriptionObject());
    const started = Date.now();
    const lastUpdate = () =>
      fake.calls.findLast(
        (c) => c.method === "POST" && c.path === `/v1/subscriptions/${subscriptionId}`,
      )!;
    await caller(userId).stripe.setCancelAtPeriodEnd({ cancel: true });
    expect(lastUpdate().form.get("cancel_at_period_end")).toBe("true");
    expectIntentKey(lastUpdate().idempotencyKey, "cancel", [subscriptionId], started);
    expect(await row()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await caller(userId).stripe.setCancelAtPeriodEnd({ cancel: false });
    expectIntentKey(lastUpdate().idempotencyKey, "resume", [subscriptionId], started);
    expect(await row()).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("ends a Stripe subscription at once before its account is deleted, and refuses when Stripe is not what sold it", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    await deliver("customer.subscription.updated", subscriptionObject());
    const started = Date.now();
    await expect(
      endSubscriptionForDeletion(db(), userId, undefined, createLocalBillingProvider()),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(await row()).toMatchObject({ status: "active" });
    await endSubscriptionForDeletion(db(), userId, undefined, provider);
    const cancel = fake.calls.findLast(
      (c) => c.method === "DELETE" && c.path === `/v1/subscriptions/${subscriptionId}`,
    )!;
    expectIntentKey(cancel.idempotencyKey, "cancel-now", [subscriptionId], started);
    expect(await row()).toMatchObject({ status: "canceled" });
    expect(published.map((outcome) => outcome.type)).toEqual([
      "subscription_started",
      "subscription_ended",
    ]);
    // Nothing left to end: no second call.
    await endSubscriptionForDeletion(db(), userId, undefined, provider);
    expect(fake.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("applies every webhook type once, however often it is delivered", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    const events: Array<[string, Record<string, unknown>]> = [
      [
        "checkout.session.completed",
        {
          id: "cs_1",
          object: "checkout.session",
          client_reference_id: userId,
          subscription: subscriptionId,
          customer,
        },
      ],
      ["customer.subscription.created", subscriptionObject()],
      ["customer.subscription.updated", subscriptionObject()],
      ["invoice.paid", invoiceObject()],
      [
        "invoice.payment_failed",
        {
          id: `in2_${subscriptionId}`,
          object: "invoice",
          customer,
          amount_paid: 0,
          currency: "usd",
          parent: { subscription_details: { subscription: subscriptionId } },
        },
      ],
      [
        "charge.refunded",
        {
          id: "ch_1",
          object: "charge",
          payment_intent: `pi_${subscriptionId}`,
          amount_refunded: 1900,
        },
      ],
      ["customer.subscription.deleted", subscriptionObject()],
    ];
    for (const [type, object] of events) {
      const id = `evt_${randomUUID()}`;
      const first = await deliver(type, object, { id });
      expect(first.status, type).toBe(200);
      expect(((await first.json()) as { applied: boolean }).applied, type).toBe(true);
      const snapshot = {
        subscription: await row(),
        invoice: (await db().select().from(invoices).where(eq(invoices.userId, userId)))[0],
      };
      const replay = await deliver(type, object, { id });
      expect(((await replay.json()) as { applied: boolean }).applied, `${type} replayed`).toBe(
        false,
      );
      expect(
        {
          subscription: await row(),
          invoice: (await db().select().from(invoices).where(eq(invoices.userId, userId)))[0],
        },
        type,
      ).toEqual(snapshot);
      if (type === "customer.subscription.updated")
        fake.setSubscription(subscriptionId, {
          customer,
          price: "price_pro_m",
          status: "canceled",
          userId,
        });
    }
    expect(await row()).toMatchObject({ status: "canceled", planId: "pro", provider: "stripe" });
    expect(
      (await db().select().from(invoices).where(eq(invoices.userId, userId)))[0],
    ).toMatchObject({
      amountPaid: 1900,
      amountRefunded: 1900,
      paymentIntentId: `pi_${subscriptionId}`,
      planId: "pro",
      interval: "month",
      hostedInvoiceUrl: `https://invoice.stripe.test/in_${subscriptionId}`,
    });
  });

  it("resolves events out of order by re-reading the subscription from Stripe", async () => {
    // Stripe says: active premium. The "updated" event arrives before "created", both with stale payloads.
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_prem_y",
      status: "active",
      userId,
    });
    await deliver("customer.subscription.updated", { ...subscriptionObject(), status: "past_due" });
    await deliver("customer.subscription.created", {
      ...subscriptionObject(),
      status: "incomplete",
    });
    expect(await row()).toMatchObject({ status: "active", planId: "premium", interval: "year" });
    // An older read never overwrites a newer one.
    const current = (await row())!;
    await applyBillingEvent(db(), {
      id: `evt_${randomUUID()}`,
      type: "late",
      subscription: {
        ...current,
        customerId: null,
        status: "incomplete",
        stateAt: new Date(current.stateAt.getTime() - 60_000),
      },
    });
    expect((await row())!.status).toBe("active");
  });

  it("refuses a bad or missing signature and a tampered body with 400, writing nothing", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    const object = {
      id: "cs_x",
      object: "checkout.session",
      client_reference_id: userId,
      subscription: subscriptionId,
      customer,
    };
    expect(
      (await deliver("checkout.session.completed", object, { signWith: "whsec_someone_else" }))
        .status,
    ).toBe(400);
    expect((await deliver("checkout.session.completed", object, { tamper: true })).status).toBe(
      400,
    );
    const unsigned = await webhook(
      new Request("http://md.example/api/stripe/webhook", { method: "POST", body: "{}" }),
    );
    expect(unsigned.status).toBe(400);
    expect(await row()).toBeUndefined();
  });

  it("refuses buying the plan and period you already have, or a second subscription, before any call to Stripe", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    await deliver("customer.subscription.updated", subscriptionObject());
    const callsBefore = fake.calls.length;
    const already = {
      code: "CONFLICT",
      message:
        "You are already on Pro (monthly). Choose another plan or billing period to change it.",
    };
    await expect(
      caller(userId).stripe.createCheckoutSession({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(already);
    await expect(
      caller(userId).stripe.changePlan({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(already);
    // Another plan is a change of the subscription they have: a second Checkout would bill twice.
    await expect(
      caller(userId).stripe.createCheckoutSession({ planId: "premium", interval: "year" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "You already pay for Pro (monthly). Change your plan instead, so you are never billed twice.",
    });
    expect(fake.calls.length).toBe(callsBefore);
    await expect(
      caller(userId).stripe.completeLocalCheckout({ planId: "premium", interval: "month" }),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This checkout takes no payment: choose your plan again on the pricing page.",
    });
  });

  it("upgrades, downgrades and switches the billing period on the same subscription, prorated, under the intent's key", async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
      periodEnd,
      cancelAtPeriodEnd: true,
    });
    await deliver("customer.subscription.updated", subscriptionObject());
    const started = Date.now();
    const lastUpdate = () =>
      fake.calls.findLast(
        (c) => c.method === "POST" && c.path === `/v1/subscriptions/${subscriptionId}`,
      )!;

    await expect(
      caller(userId).stripe.changePlan({ planId: "premium", interval: "month" }),
    ).resolves.toEqual({ planId: "premium", interval: "month" });
    expect(Object.fromEntries(lastUpdate().form)).toEqual({
      "items[0][id]": `si_${subscriptionId}`,
      "items[0][price]": "price_prem_m",
      proration_behavior: "create_prorations",
      cancel_at_period_end: "false",
    });
    expectIntentKey(
      lastUpdate().idempotencyKey,
      "plan-change",
      [subscriptionId, "price_prem_m"],
      started,
    );
    // At once, with the period kept and the pending cancellation ended: what Stripe answered, before its webhook comes.
    expect(await row()).toMatchObject({
      planId: "premium",
      interval: "month",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(periodEnd * 1000),
    });
    expect((await getEntitlements(db(), userId)).limits.watchlists).toBeNull();

    await caller(userId).stripe.changePlan({ planId: "pro", interval: "month" });
    expect(lastUpdate().form.get("items[0][price]")).toBe("price_pro_m");
    expect((await getEntitlements(db(), userId)).planId).toBe("pro");

    await caller(userId).stripe.changePlan({ planId: "pro", interval: "year" });
    expect(lastUpdate().form.get("proration_behavior")).toBe("create_prorations");
    const yearly = (await row())!;
    expect(yearly).toMatchObject({ planId: "pro", interval: "year" });
    expect(yearly.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(
      fake.calls.some(
        (c) => c.path === "/v1/checkout/sessions" && c.form.get("client_reference_id") === userId,
      ),
    ).toBe(false);
    expect(
      published.map((outcome) => [outcome.type, "planId" in outcome ? outcome.planId : null]),
    ).toEqual([
      ["subscription_started", "pro"],
      ["plan_changed", "premium"],
      ["plan_changed", "pro"],
    ]);
  });

  it("refuses a plan change without a paid plan", async () => {
    await expect(
      caller(userId).stripe.changePlan({ planId: "premium", interval: "year" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have no paid plan to change. Choose a plan to subscribe.",
    });
  });

  it("lists the customer's invoices as Stripe has them: plan, amount, status, the hosted page and PDF", async () => {
    const day = 86_400;
    const now = Math.floor(Date.now() / 1000);
    const first = fake.addInvoice({
      customer,
      status: "paid",
      lines: [["price_pro_m", 1900]],
      created: now - 40 * day,
    });
    // A change of billing period: the unused month credited, the year charged.
    const change = fake.addInvoice({
      customer,
      status: "paid",
      lines: [
        ["price_pro_m", -1200],
        ["price_pro_y", 19000],
      ],
      created: now - day,
    });
    const open = fake.addInvoice({
      customer,
      status: "open",
      lines: [["price_prem_y", 49000]],
      created: now,
    });
    fake.addInvoice({
      customer: "cus_someone_else",
      status: "paid",
      lines: [["price_pro_m", 1900]],
      created: now,
    });
    const listed = await caller(userId).stripe.listInvoices();
    expect(listed).toEqual([
      {
        id: open,
        date: new Date(now * 1000),
        planId: "premium",
        interval: "year",
        amount: 49000,
        currency: "usd",
        status: "open",
        url: `https://invoice.stripe.test/${open}`,
        pdfUrl: `https://invoice.stripe.test/${open}/pdf`,
      },
      {
        id: change,
        date: new Date((now - day) * 1000),
        planId: "pro",
        interval: "year",
        amount: 17800,
        currency: "usd",
        status: "paid",
        url: `https://invoice.stripe.test/${change}`,
        pdfUrl: `https://invoice.stripe.test/${change}/pdf`,
      },
      {
        id: first,
        date: new Date((now - 40 * day) * 1000),
        planId: "pro",
        interval: "month",
        amount: 1900,
        currency: "usd",
        status: "paid",
        url: `https://invoice.stripe.test/${first}`,
        pdfUrl: `https://invoice.stripe.test/${first}/pdf`,
      },
    ]);
    expect(fake.calls.findLast((c) => c.path === "/v1/invoices")!.form.get("customer")).toBe(
      customer,
    );
  });

  it("refuses a body over 1 MB with 413 before verifying or writing anything", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    const object = {
      id: "cs_big",
      object: "checkout.session",
      client_reference_id: userId,
      subscription: subscriptionId,
      customer,
      padding: "x".repeat(1_000_001),
    };
    const response = await deliver("checkout.session.completed", object);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "A Stripe event is at most 1 MB; this body is larger.",
    });
    expect(await row()).toBeUndefined();
    // The same event without the padding is applied: the limit, not the event, was refused.
    expect((await deliver("checkout.session.completed", { ...object, padding: "" })).status).toBe(
      200,
    );
    expect(await row()).toMatchObject({ status: "active", planId: "pro" });
  });

  it("entitlements follow upgrade, downgrade, cancel at period end, payment failure and the end", async () => {
    const plan = async () => (await getEntitlements(db(), userId)).planId;
    await expect(caller(userId).exportCsv()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "CSV export is part of Pro. Upgrade at /pricing.",
    });
    expect(await plan()).toBe("free");
    const step = async (
      price: string,
      status: Stripe.Subscription.Status,
      cancelAtPeriodEnd = false,
    ) => {
      fake.setSubscription(subscriptionId, { customer, price, status, userId, cancelAtPeriodEnd });
      await deliver("customer.subscription.updated", subscriptionObject());
      return plan();
    };
    expect(await step("price_pro_m", "active")).toBe("pro");
    await expect(caller(userId).exportCsv()).resolves.toBe("ok");
    expect(await step("price_prem_m", "active")).toBe("premium");
    expect((await getEntitlements(db(), userId)).limits.watchlists).toBeNull();
    expect(await step("price_pro_m", "active")).toBe("pro"); // downgrade
    expect(await step("price_pro_m", "active", true)).toBe("pro"); // canceled at period end: still pro until then
    expect((await caller(userId).stripe.getCurrentSubscription()).cancelAtPeriodEnd).toBe(true);
    expect(await step("price_pro_m", "past_due")).toBe("pro"); // payment failed: Stripe retries, access kept
    expect(await step("price_pro_m", "canceled")).toBe("free");
    await expect(caller(userId).exportCsv()).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Published for the listeners: a start, the two plan changes, the cancellation at period end, the end; nothing for the steps in between.
    expect(
      published.map((outcome) => [outcome.type, "planId" in outcome ? outcome.planId : null]),
    ).toEqual([
      ["subscription_started", "pro"],
      ["plan_changed", "premium"],
      ["plan_changed", "pro"],
      ["cancellation_scheduled", "pro"],
      ["subscription_ended", "pro"],
    ]);
  });

  it("publishes a paid invoice once, however often and in whichever event it arrives, and then its refund", async () => {
    await db().update(users).set({ affiliateId: "A7" }).where(eq(users.id, userId));
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    const id = `evt_${randomUUID()}`;
    await deliver("invoice.paid", invoiceObject(), { id });
    await deliver("invoice.paid", invoiceObject(), { id }); // Stripe delivering the same event again
    await deliver("invoice.paid", invoiceObject()); // the same invoice in another event
    const paid = {
      userId,
      affiliateId: "A7",
      invoiceId: `in_${subscriptionId}`,
      paymentIntentId: `pi_${subscriptionId}`,
    };
    expect(published.filter((outcome) => outcome.type === "invoice_paid")).toEqual([
      { type: "invoice_paid", ...paid, amountPaid: 1900, currency: "usd" },
    ]);
    await deliver("charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: `pi_${subscriptionId}`,
      amount_refunded: 1900,
    });
    expect(published.filter((outcome) => outcome.type === "refunded")).toEqual([
      { type: "refunded", ...paid, amountRefunded: 1900 },
    ]);
  });

  it("answers Stripe 2xx and still tells the other listeners when a listener fails", async () => {
    fake.setSubscription(subscriptionId, {
      customer,
      price: "price_pro_m",
      status: "active",
      userId,
    });
    const stopThrowing = onBillingOutcome("throwing", () => {
      throw new Error("listener down");
    });
    const stopRejecting = onBillingOutcome("rejecting", () =>
      Promise.reject(new Error("listener down")),
    );
    try {
      const response = await deliver("invoice.paid", invoiceObject());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, applied: true });
      expect(published.map((outcome) => outcome.type)).toEqual([
        "subscription_started",
        "invoice_paid",
      ]);
      expect(await row()).toMatchObject({ status: "active", planId: "pro" });
    } finally {
      stopThrowing();
      stopRejecting();
    }
  });
});
