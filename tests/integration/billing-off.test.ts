import { randomUUID } from "node:crypto";
import pino from "pino";
import { beforeAll, expect, it, vi } from "vitest";
import { invoices, subscriptions, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

/**
 * Production with no billing configured: DATABASE_URL set (never opened here), no STRIPE_*, no
 * BILLING_MODE. The app's own modules are loaded afresh under these settings, so the mode comes from
 * the real accessor, as in a server process (docs/security.md, "Billing modes").
 */
async function loadUnderProductionSettings() {
  vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/never_opened");
  vi.resetModules();
  const { billingRouter } = await import("@/features/billing/server/router");
  const { createCallerFactory, createTRPCRouter } = await import("@/server/api/trpc");
  const { getEntitlements } = await import("@/features/billing/server/get-entitlements");
  const { POST: webhook } = await import("@/app/api/stripe/webhook/route");
  return {
    createCaller: createCallerFactory(createTRPCRouter({ stripe: billingRouter })),
    getEntitlements,
    webhook,
  };
}

const NOT_AVAILABLE = {
  code: "PRECONDITION_FAILED",
  message: "Payments aren't available yet, so plans can't be bought or changed for now.",
};

describeEachDatabase("billing off: PostgreSQL without Stripe or BILLING_MODE", (getHandle) => {
  let app: Awaited<ReturnType<typeof loadUnderProductionSettings>>;
  beforeAll(async () => {
    app = await loadUnderProductionSettings();
  });
  const caller = (userId: string | null) =>
    app.createCaller({
      db: getHandle().db,
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: userId ? { user: { id: userId, type: "authenticated" } } : null,
    });
  async function member(subscription?: { provider: "stripe" | "local" }) {
    const [row] = await getHandle()
      .db.insert(users)
      .values({
        email: `off-${randomUUID()}@example.com`,
        type: "authenticated",
        stripeCustomerId: subscription?.provider === "stripe" ? `cus_${randomUUID()}` : null,
      })
      .returning({ id: users.id });
    if (subscription) {
      const now = new Date();
      await getHandle()
        .db.insert(subscriptions)
        .values({
          userId: row!.id,
          provider: subscription.provider,
          externalId: `${subscription.provider}_sub_${row!.id}`,
          planId: "premium",
          interval: "year",
          status: "active",
          currentPeriodEnd: new Date(now.getTime() + 86_400_000),
          stateAt: now,
        });
    }
    return row!.id;
  }

  it("shows the plans, and the mode only to a member's subscription", async () => {
    expect(await caller(null).stripe.listPlans()).toMatchObject({
      plans: [{ id: "free" }, { id: "pro" }, { id: "premium" }],
    });
    expect(await caller(await member()).stripe.getCurrentSubscription()).toMatchObject({
      planId: "free",
      billingMode: "off",
    });
  });

  it("refuses every checkout procedure with PRECONDITION_FAILED and a sentence", async () => {
    const user = caller(await member());
    await expect(
      user.stripe.createCheckoutSession({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(NOT_AVAILABLE);
    await expect(
      user.stripe.completeLocalCheckout({ planId: "premium", interval: "year" }),
    ).rejects.toMatchObject(NOT_AVAILABLE);
    await expect(user.stripe.createPortalSession()).rejects.toMatchObject(NOT_AVAILABLE);
    const subscriber = caller(await member({ provider: "stripe" }));
    await expect(subscriber.stripe.setCancelAtPeriodEnd({ cancel: true })).rejects.toMatchObject(
      NOT_AVAILABLE,
    );
    await expect(
      subscriber.stripe.changePlan({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(NOT_AVAILABLE);
  });

  it("gives nothing for a plan taken in test mode, while a paid Stripe plan keeps its rights", async () => {
    const tested = await member({ provider: "local" });
    expect((await app.getEntitlements(getHandle().db, tested)).planId).toBe("free");
    expect(await caller(tested).stripe.getCurrentSubscription()).toMatchObject({
      planId: "free",
      status: "active",
    });
    await expect(
      caller(tested).stripe.setCancelAtPeriodEnd({ cancel: true }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "You have no paid plan to change." });
    const paid = await member({ provider: "stripe" });
    expect((await app.getEntitlements(getHandle().db, paid)).planId).toBe("premium");
    // What was recorded stays listed, with the plan and Stripe's page the webhook kept: nothing is
    // sold here, but nothing paid disappears. A row from before those columns has neither.
    const paidAt = new Date("2026-03-01T12:00:00Z");
    const renewedAt = new Date("2026-04-01T12:00:00Z");
    const renewal = `in_${randomUUID()}`;
    await getHandle()
      .db.insert(invoices)
      .values([
        {
          id: `in_${randomUUID()}`,
          userId: paid,
          amountPaid: 49_000,
          amountRefunded: 9_000,
          currency: "usd",
          paidAt,
        },
        {
          id: renewal,
          userId: paid,
          amountPaid: 49_000,
          currency: "usd",
          paidAt: renewedAt,
          planId: "premium",
          interval: "year",
          hostedInvoiceUrl: `https://invoice.stripe.test/${renewal}`,
        },
      ]);
    await expect(caller(paid).stripe.listInvoices()).resolves.toMatchObject([
      {
        date: renewedAt,
        planId: "premium",
        interval: "year",
        amount: 49_000,
        status: "paid",
        url: `https://invoice.stripe.test/${renewal}`,
        pdfUrl: null,
      },
      {
        date: paidAt,
        planId: null,
        interval: null,
        amount: 49_000,
        status: "partly_refunded",
        url: null,
        pdfUrl: null,
      },
    ]);
  });

  it("refuses the Stripe webhook as an unsigned request, as in Stripe mode", async () => {
    const response = await app.webhook(
      new Request("http://md.example/api/stripe/webhook", {
        method: "POST",
        body: "{}",
        headers: { "stripe-signature": "t=1,v1=x" },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The signature does not match this payload." });
  });
});
