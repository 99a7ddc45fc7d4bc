import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { trackBillingOutcome } from "@/features/analytics/server/track-billing-outcome";
import { guestLimits, plans } from "@/features/billing/plans";
import { onBillingOutcome } from "@/features/billing/server/billing-outcome-listeners";
import { createLocalBillingProvider } from "@/features/billing/server/create-local-billing-provider";
import { findInvoiceOf } from "@/features/billing/server/data";
import { getEntitlements } from "@/features/billing/server/get-entitlements";
import { createBillingRouter } from "@/features/billing/server/router";
import { createServerAnalytics } from "@/server/analytics/create-server-analytics";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { analyticsEvents, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { serveFetchHandler } from "./serve-fetch-handler";
import { describeEachDatabase } from "./test-databases";

describeEachDatabase("plans and local billing (no Stripe keys)", (getHandle) => {
  const provider = createLocalBillingProvider();
  const router = createTRPCRouter({ stripe: createBillingRouter({ getProvider: () => provider }) });
  const caller = (user: { id: string; type: "guest" | "authenticated" } | null) =>
    createCallerFactory(router)({
      db: getHandle().db,
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: user ? { user } : null,
    });
  const member = async () => {
    const [row] = await getHandle()
      .db.insert(users)
      .values({ email: `local-${randomUUID()}@example.com`, type: "authenticated" })
      .returning({ id: users.id });
    return { id: row!.id, type: "authenticated" as const };
  };

  it("returns a plan with prices, limits and features by id, and NOT_FOUND for an unknown one", async () => {
    await expect(caller(null).stripe.getPlanById({ id: "pro" })).resolves.toMatchObject({
      id: "pro",
      prices: {
        month: { amount: 1900, currency: "usd" },
        year: { amount: 19000, currency: "usd" },
      },
      limits: { watchlists: 20, symbolsPerList: 500, savedScreens: null },
      features: ["technical_filters", "csv_export", "webhooks"],
    });
    await expect(caller(null).stripe.getPlanById({ id: "platinum" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no plan called platinum.",
    });
  });

  it("gives visitors, guests and new members the free plan", async () => {
    const [guest] = await getHandle()
      .db.insert(users)
      .values({ type: "guest" })
      .returning({ id: users.id });
    for (const who of [null, { id: guest!.id, type: "guest" as const }, await member()]) {
      await expect(caller(who).stripe.getCurrentSubscription()).resolves.toMatchObject({
        planId: "free",
        status: "none",
        billingMode: "local",
      });
    }
    expect((await getEntitlements(getHandle().db, guest!.id)).limits).toEqual({
      watchlists: 1,
      symbolsPerList: 10,
      savedScreens: 0,
      symbolAlerts: 3,
      watchlistAlerts: 0,
      screenAlerts: 0,
      symbolsPerWatchlistAlert: 0,
      webhooks: 0,
    });
  });

  it("shows visitors and guests the guest limits the server enforces, not the Free plan's", async () => {
    const [row] = await getHandle()
      .db.insert(users)
      .values({ type: "guest" })
      .returning({ id: users.id });
    const guest = { id: row!.id, type: "guest" as const };
    for (const who of [null, guest]) {
      const shown = await caller(who).stripe.getEntitlements();
      expect(shown).toEqual(await getEntitlements(getHandle().db, who?.id ?? null));
      expect(shown).toEqual({ planId: "free", limits: guestLimits, features: [], isGuest: true });
    }
    // The subscription carries no rights of its own a screen could read instead.
    expect(await caller(guest).stripe.getCurrentSubscription()).not.toHaveProperty("plan");
    expect(await caller(await member()).stripe.getEntitlements()).toEqual({
      planId: "free",
      limits: plans.free.limits,
      features: [],
      isGuest: false,
    });
  });

  it("checks out in-app, then cancels at period end (still pro) and resumes", async () => {
    const user = await member();
    await expect(
      caller(user).stripe.createCheckoutSession({ planId: "pro", interval: "month" }),
    ).resolves.toEqual({ url: "/billing/checkout?plan=pro&interval=month" });
    await caller(user).stripe.completeLocalCheckout({ planId: "pro", interval: "month" });
    const current = await caller(user).stripe.getCurrentSubscription();
    expect(current).toMatchObject({
      planId: "pro",
      status: "active",
      interval: "month",
      cancelAtPeriodEnd: false,
    });
    expect(current.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await caller(user).stripe.getEntitlements()).features).toContain("csv_export");

    await caller(user).stripe.setCancelAtPeriodEnd({ cancel: true });
    expect(await caller(user).stripe.getCurrentSubscription()).toMatchObject({
      planId: "pro",
      cancelAtPeriodEnd: true,
    });
    expect((await getEntitlements(getHandle().db, user.id)).planId).toBe("pro");
    await caller(user).stripe.setCancelAtPeriodEnd({ cancel: false });
    expect(await caller(user).stripe.getCurrentSubscription()).toMatchObject({
      cancelAtPeriodEnd: false,
    });
  });

  it("refuses buying the plan you have or a second one, and changes plan and period with the events Stripe's webhook brings", async () => {
    const user = await member();
    await caller(user).stripe.completeLocalCheckout({ planId: "pro", interval: "month" });
    const already = {
      code: "CONFLICT",
      message:
        "You are already on Pro (monthly). Choose another plan or billing period to change it.",
    };
    await expect(
      caller(user).stripe.createCheckoutSession({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(already);
    await expect(
      caller(user).stripe.completeLocalCheckout({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(already);
    await expect(
      caller(user).stripe.changePlan({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject(already);
    const second = {
      code: "CONFLICT",
      message:
        "You already pay for Pro (monthly). Change your plan instead, so you are never billed twice.",
    };
    await expect(
      caller(user).stripe.createCheckoutSession({ planId: "premium", interval: "year" }),
    ).rejects.toMatchObject(second);
    await expect(
      caller(user).stripe.completeLocalCheckout({ planId: "premium", interval: "month" }),
    ).rejects.toMatchObject(second);
    await caller(user).stripe.setCancelAtPeriodEnd({ cancel: true });
    await expect(
      caller(user).stripe.changePlan({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: `${already.message} To keep it past its end date, resume it on your account page.`,
    });

    // Upgrade within the period: at once, the period end kept, the cancellation over, nothing invoiced until renewal.
    const monthly = await caller(user).stripe.getCurrentSubscription();
    await caller(user).stripe.changePlan({ planId: "premium", interval: "month" });
    expect(await caller(user).stripe.getCurrentSubscription()).toMatchObject({
      planId: "premium",
      interval: "month",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: monthly.currentPeriodEnd,
    });
    expect((await caller(user).stripe.getEntitlements()).limits.watchlists).toBeNull();
    // Downgrade, then a new billing period: started now and invoiced at once, less the unused month.
    await caller(user).stripe.changePlan({ planId: "pro", interval: "month" });
    expect((await caller(user).stripe.getEntitlements()).planId).toBe("pro");
    await caller(user).stripe.changePlan({ planId: "pro", interval: "year" });
    const yearly = await caller(user).stripe.getCurrentSubscription();
    expect(yearly).toMatchObject({ planId: "pro", interval: "year", status: "active" });
    expect(yearly.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);

    const invoices = await caller(user).stripe.listInvoices();
    expect(
      invoices.map(({ planId, interval, status, url, currency }) => ({
        planId,
        interval,
        status,
        url,
        currency,
      })),
    ).toEqual([
      { planId: "pro", interval: "year", status: "paid", url: null, currency: "usd" },
      { planId: "pro", interval: "month", status: "paid", url: null, currency: "usd" },
    ]);
    // $190 less the unused part of a $19 month (almost all of it): about $171.
    expect(invoices[0]!.amount).toBeGreaterThan(19_000 - 1_900 - 10);
    expect(invoices[0]!.amount).toBeLessThan(19_000 - 1_900 + 10);
    expect(invoices[1]!.amount).toBe(1_900);
    expect(invoices[0]!.date.getTime()).toBeGreaterThanOrEqual(invoices[1]!.date.getTime());
  });

  it("lists only the caller's own invoices, and refuses a plan change without a paid plan", async () => {
    const [buyer, other] = [await member(), await member()];
    await caller(buyer).stripe.completeLocalCheckout({ planId: "premium", interval: "year" });
    expect(await caller(other).stripe.listInvoices()).toEqual([]);
    const [bought] = await caller(buyer).stripe.listInvoices();
    expect(bought).toMatchObject({
      planId: "premium",
      interval: "year",
      amount: 49_000,
      status: "paid",
      url: null,
      pdfUrl: null,
    });
    // Its printable page (/account/invoices/[id]) reads it for its owner only.
    const db = getHandle().db;
    expect(await findInvoiceOf(db, buyer.id, bought!.id)).toMatchObject({
      id: bought!.id,
      planId: "premium",
      amountPaid: 49_000,
      amountRefunded: 0,
    });
    expect(await findInvoiceOf(db, other.id, bought!.id)).toBeNull();
    await expect(
      caller(other).stripe.changePlan({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have no paid plan to change. Choose a plan to subscribe.",
    });
    await expect(caller(null).stripe.listInvoices()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("records a Conversion event attributed to the user's affiliate, and a Business metric, when a subscription starts", async () => {
    const server = await serveFetchHandler(
      createIngestHandler({
        getDb: () => getHandle().db,
        token: "phc_billing",
        storeEvents: true,
        log: pino({ level: "silent" }),
      }),
    );
    const analytics = createServerAnalytics({
      token: "phc_billing",
      host: `${server.origin}/ingest`,
    });
    // The registration src/instrumentation.ts makes in a server process.
    const stopListening = onBillingOutcome("analytics", (outcome) =>
      trackBillingOutcome(analytics, outcome),
    );
    try {
      const [row] = await getHandle()
        .db.insert(users)
        .values({
          email: `aff-buyer-${randomUUID()}@example.com`,
          type: "authenticated",
          affiliateId: "A7",
        })
        .returning({ id: users.id });
      const user = { id: row!.id, type: "authenticated" as const };
      const call = createCallerFactory(router)({
        db: getHandle().db,
        log: pino({ level: "silent" }),
        requestId: "t",
        headers: new Headers(requestHeaders(uniqueIp())),
        session: { user },
      });
      await call.stripe.completeLocalCheckout({ planId: "premium", interval: "year" });
      await analytics.shutdown();
      const events = await getHandle()
        .db.select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.distinctId, user.id));
      const byName = Object.fromEntries(
        events.map((e) => [e.event, e.properties as Record<string, unknown>]),
      );
      expect(byName.conversion).toMatchObject({
        conversion_type: "subscription",
        attributed_to_affiliate: true,
        page_url: null,
        session_id: null,
      });
      // The yearly plan at its yearly price ($490), not the monthly one.
      expect(byName.business_metric).toMatchObject({
        metric_name: "subscription_started_premium",
        metric_value: 49000,
      });
    } finally {
      stopListening();
      await server.close();
    }
  });

  it("refuses to cancel without a paid plan, and bad input with a clear message", async () => {
    const user = await member();
    await expect(caller(user).stripe.setCancelAtPeriodEnd({ cancel: true })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have no paid plan to change.",
    });
    await expect(
      caller(user).stripe.createCheckoutSession({ planId: "gold" as "pro", interval: "month" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      caller(null).stripe.completeLocalCheckout({ planId: "pro", interval: "month" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
