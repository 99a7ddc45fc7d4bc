import "server-only";
import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { plans, type PlanId } from "@/lib/billing/plans";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { createTRPCRouter, publicProcedure, userProcedure } from "@/server/api/trpc";
import { ENTITLED_STATUSES } from "@/server/billing/get-entitlements";
import type { SubscriptionState } from "./billing-event";
import { getBillingProfile, getSubscription } from "./data";
import { localCancellationEvent, localCheckoutEvent } from "./local-billing";
import { applyBillingEvent, saveStripeCustomer } from "./mutations";
import { readStripeSubscription } from "./read-stripe-subscription";
import { reportBillingOutcome } from "./report-billing-outcome";
import { getStripeSetup, type StripeSetup } from "./stripe-config";

const paidPlanInput = z.enum(["pro", "premium"], { message: "Choose the pro or premium plan." });
const intervalInput = z.enum(["month", "year"], { message: "Choose monthly or yearly billing." });

/** The public site origin for Stripe's return URLs. */
function originOf(headers: Headers): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host") ?? "localhost:3000";
  const proto = headers.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return process.env.NEXTAUTH_URL ?? `${proto}://${host}`;
}

type Deps = { getSetup?: () => StripeSetup | null; getAnalytics?: () => ServerAnalytics | null };

/** SPEC §3, §7: `stripe.getPlanById` and `stripe.getCurrentSubscription`, and the billing actions around them. */
export function createBillingRouter({ getSetup = getStripeSetup, getAnalytics = getServerAnalytics }: Deps = {}) {
  return createTRPCRouter({
    getPlanById: publicProcedure.meta({ access: "anyone" }).input(z.object({ id: z.string().trim().min(1, "Give a plan id.").max(40, "That is not a plan id.") })).query(({ input }) => {
      const plan = Object.hasOwn(plans, input.id) ? plans[input.id as PlanId] : undefined;
      if (!plan) throw new TRPCError({ code: "NOT_FOUND", message: `There is no plan called ${input.id}.` });
      const prices = getSetup()?.prices;
      return { ...plan, stripePriceIds: plan.id === "free" || !prices ? null : prices[plan.id] };
    }),

    listPlans: publicProcedure.meta({ access: "anyone" }).query(() => ({ plans: [plans.free, plans.pro, plans.premium], billingMode: getSetup() ? ("stripe" as const) : ("local" as const) })),

    /** The session user's plan, from our database; the free plan for guests, visitors and lapsed subscriptions. */
    getCurrentSubscription: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => {
      const billingMode = getSetup() ? ("stripe" as const) : ("local" as const);
      const row = ctx.session ? await getSubscription(ctx.db, ctx.session.user.id) : null;
      if (!row) return { plan: plans.free, status: "none", interval: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, billingMode };
      const entitled = ENTITLED_STATUSES.has(row.status);
      return {
        plan: entitled ? plans[row.planId] : plans.free,
        status: row.status,
        interval: row.interval,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        billingMode,
      };
    }),

    createCheckoutSession: userProcedure.meta({ access: "registered" }).input(z.object({ planId: paidPlanInput, interval: intervalInput })).mutation(async ({ ctx, input }) => {
      const setup = getSetup();
      if (!setup) return { url: `/billing/checkout?plan=${input.planId}&interval=${input.interval}` };
      const price = setup.prices[input.planId][input.interval];
      if (!price) throw new TRPCError({ code: "PRECONDITION_FAILED", message: `The ${input.planId} ${input.interval}ly price is not configured.` });
      const profile = await getBillingProfile(ctx.db, ctx.user.id);
      let customer = profile?.stripeCustomerId ?? null;
      if (!customer) {
        const created = await setup.stripe.customers.create({ email: profile?.email ?? undefined, metadata: { user_id: ctx.user.id } }, { idempotencyKey: `customer-${ctx.user.id}` });
        customer = created.id;
        await saveStripeCustomer(ctx.db, ctx.user.id, customer);
      }
      const origin = originOf(ctx.headers);
      const session = await setup.stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer,
          client_reference_id: ctx.user.id,
          line_items: [{ price, quantity: 1 }],
          subscription_data: { metadata: { user_id: ctx.user.id } },
          success_url: `${origin}/account?checkout=success`,
          cancel_url: `${origin}/pricing?checkout=canceled`,
        },
        { idempotencyKey: `checkout-${ctx.user.id}-${randomUUID()}` },
      );
      if (!session.url) throw new TRPCError({ code: "BAD_GATEWAY", message: "Stripe did not return a checkout page. Please try again." });
      return { url: session.url };
    }),

    createPortalSession: userProcedure.meta({ access: "registered" }).mutation(async ({ ctx }) => {
      const setup = getSetup();
      if (!setup) return { url: "/account#subscription" };
      const customer = (await getBillingProfile(ctx.db, ctx.user.id))?.stripeCustomerId;
      if (!customer) throw new TRPCError({ code: "BAD_REQUEST", message: "You have no billing account yet: choose a plan first." });
      const portal = await setup.stripe.billingPortal.sessions.create({ customer, return_url: `${originOf(ctx.headers)}/account?portal=return` }, { idempotencyKey: `portal-${ctx.user.id}-${randomUUID()}` });
      return { url: portal.url };
    }),

    /** Local billing only: the in-app checkout page's "Pay" (test mode, no card is charged). */
    completeLocalCheckout: userProcedure.meta({ access: "registered" }).input(z.object({ planId: paidPlanInput, interval: intervalInput })).mutation(async ({ ctx, input }) => {
      if (getSetup()) throw new TRPCError({ code: "BAD_REQUEST", message: "Payments go through Stripe checkout here." });
      const outcome = await applyBillingEvent(ctx.db, localCheckoutEvent(ctx.user.id, input.planId, input.interval));
      reportBillingOutcome(getAnalytics(), outcome, (await getBillingProfile(ctx.db, ctx.user.id))?.affiliateId ?? null);
      return { planId: input.planId };
    }),

    /** Cancel at the end of the period (you keep the plan until then), or resume before it ends. */
    setCancelAtPeriodEnd: userProcedure.meta({ access: "registered" }).input(z.object({ cancel: z.boolean() })).mutation(async ({ ctx, input }) => {
      const row = await getSubscription(ctx.db, ctx.user.id);
      if (!row || !ENTITLED_STATUSES.has(row.status)) throw new TRPCError({ code: "BAD_REQUEST", message: "You have no paid plan to change." });
      const setup = getSetup();
      let state: SubscriptionState = { ...row, customerId: null };
      if (row.provider === "stripe") {
        if (!setup) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Stripe is not configured on this server." });
        await setup.stripe.subscriptions.update(row.externalId, { cancel_at_period_end: input.cancel }, { idempotencyKey: `cancel-${row.externalId}-${randomUUID()}` });
        const reread = await readStripeSubscription(setup.stripe, setup.prices, row.externalId, ctx.user.id);
        if (reread) state = reread;
      }
      await applyBillingEvent(ctx.db, localCancellationEvent(state, input.cancel));
      return { cancelAtPeriodEnd: input.cancel };
    }),
  });
}

export const billingRouter = createBillingRouter();
