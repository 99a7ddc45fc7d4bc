import { randomUUID } from "node:crypto";
import pino from "pino";
import { expect, it } from "vitest";
import { createBillingRouter } from "@/features/billing/server/router";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

describeEachDatabase("plans and local billing (no Stripe keys)", (getHandle) => {
  const router = createTRPCRouter({ stripe: createBillingRouter({ getSetup: () => null, getAnalytics: () => null }) });
  const caller = (user: { id: string; type: "guest" | "authenticated" } | null) =>
    createCallerFactory(router)({ db: getHandle().db, log: pino({ level: "silent" }), requestId: "t", headers: new Headers(requestHeaders(uniqueIp())), session: user ? { user } : null });
  const member = async () => {
    const [row] = await getHandle().db.insert(users).values({ email: `local-${randomUUID()}@example.com`, type: "authenticated" }).returning({ id: users.id });
    return { id: row!.id, type: "authenticated" as const };
  };

  it("returns a plan with prices, limits and features by id, and NOT_FOUND for an unknown one", async () => {
    await expect(caller(null).stripe.getPlanById({ id: "pro" })).resolves.toMatchObject({
      id: "pro",
      prices: { month: { amount: 1900, currency: "usd" }, year: { amount: 19000, currency: "usd" } },
      limits: { watchlists: 20, symbolsPerList: 500, savedScreens: null },
      features: ["technical_filters", "csv_export"],
      stripePriceIds: null,
    });
    await expect(caller(null).stripe.getPlanById({ id: "platinum" })).rejects.toMatchObject({ code: "NOT_FOUND", message: "There is no plan called platinum." });
  });

  it("gives visitors, guests and new members the free plan", async () => {
    const [guest] = await getHandle().db.insert(users).values({ type: "guest" }).returning({ id: users.id });
    for (const who of [null, { id: guest!.id, type: "guest" as const }, await member()]) {
      await expect(caller(who).stripe.getCurrentSubscription()).resolves.toMatchObject({ plan: { id: "free" }, status: "none", billingMode: "local" });
    }
    expect((await getEntitlements(getHandle().db, guest!.id)).limits).toEqual({ watchlists: 1, symbolsPerList: 10, savedScreens: 0 });
  });

  it("checks out in-app, then cancels at period end (still pro) and resumes", async () => {
    const user = await member();
    await expect(caller(user).stripe.createCheckoutSession({ planId: "pro", interval: "month" })).resolves.toEqual({ url: "/billing/checkout?plan=pro&interval=month" });
    await caller(user).stripe.completeLocalCheckout({ planId: "pro", interval: "month" });
    const current = await caller(user).stripe.getCurrentSubscription();
    expect(current).toMatchObject({ plan: { id: "pro" }, status: "active", interval: "month", cancelAtPeriodEnd: false });
    expect(current.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await getEntitlements(getHandle().db, user.id)).features).toContain("csv_export");

    await caller(user).stripe.setCancelAtPeriodEnd({ cancel: true });
    expect(await caller(user).stripe.getCurrentSubscription()).toMatchObject({ plan: { id: "pro" }, cancelAtPeriodEnd: true });
    expect((await getEntitlements(getHandle().db, user.id)).planId).toBe("pro");
    await caller(user).stripe.setCancelAtPeriodEnd({ cancel: false });
    expect(await caller(user).stripe.getCurrentSubscription()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("refuses to cancel without a paid plan, and bad input with a clear message", async () => {
    const user = await member();
    await expect(caller(user).stripe.setCancelAtPeriodEnd({ cancel: true })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "You have no paid plan to change." });
    await expect(caller(user).stripe.createCheckoutSession({ planId: "gold" as "pro", interval: "month" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller(null).stripe.completeLocalCheckout({ planId: "pro", interval: "month" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
