import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { plans, type PlanId } from "@/lib/billing/plans";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { createTRPCRouter, publicProcedure, userProcedure } from "@/server/api/trpc";
import { getSiteOrigin } from "@/server/http/site-origin";
import type { BillingMode } from "@/server/billing/decide-billing-mode";
import { subscriptionGrantsPlan } from "@/server/billing/get-entitlements";
import { getBillingMode } from "@/server/billing/get-billing-mode";
import type { SubscriptionState } from "./billing-event";
import { getBillingProfile, getSubscription } from "./data";
import { localCancellationEvent, localCheckoutEvent } from "./local-billing";
import { applyBillingEvent } from "./mutations";
import { openStripeCheckout } from "./open-stripe-checkout";
import { readStripeSubscription } from "./read-stripe-subscription";
import { refuseCurrentPlan } from "./refuse-current-plan";
import { reportBillingOutcome } from "./report-billing-outcome";
import { intentIdempotencyKey } from "./intent-idempotency-key";
import { getStripeSetup, type StripeSetup } from "./stripe-config";

const paidPlanInput = z.enum(["pro", "premium"], { message: "Choose the pro or premium plan." });
const intervalInput = z.enum(["month", "year"], { message: "Choose monthly or yearly billing." });

type Deps = { getMode?: () => BillingMode; getSetup?: () => StripeSetup | null; getAnalytics?: () => ServerAnalytics | null };

/** Mode "off" (docs/security.md, "Billing modes"): plans are shown, nothing is sold. */
const notAvailable = () => new TRPCError({ code: "PRECONDITION_FAILED", message: "Subscriptions are not available yet on this server, so no plan can be bought or changed here." });

/** SPEC §3, §7: `stripe.getPlanById` and `stripe.getCurrentSubscription`, and the billing actions around them. */
export function createBillingRouter({ getMode = getBillingMode, getSetup = getStripeSetup, getAnalytics = getServerAnalytics }: Deps = {}) {
  /** Stripe, or a refusal: Stripe is set up exactly when the mode is "stripe". */
  function requireStripe(): StripeSetup {
    const setup = getMode() === "stripe" ? getSetup() : null;
    if (!setup) throw notAvailable();
    return setup;
  }

  return createTRPCRouter({
    getPlanById: publicProcedure.meta({ access: "anyone" }).input(z.object({ id: z.string().trim().min(1, "Give a plan id.").max(40, "That is not a plan id.") })).query(({ input }) => {
      const plan = Object.hasOwn(plans, input.id) ? plans[input.id as PlanId] : undefined;
      if (!plan) throw new TRPCError({ code: "NOT_FOUND", message: `There is no plan called ${input.id}.` });
      const prices = getMode() === "stripe" ? getSetup()?.prices : undefined;
      return { ...plan, stripePriceIds: plan.id === "free" || !prices ? null : prices[plan.id] };
    }),

    listPlans: publicProcedure.meta({ access: "anyone" }).query(() => ({ plans: [plans.free, plans.pro, plans.premium], billingMode: getMode() })),

    /** The session user's plan, from our database; the free plan for guests, visitors and lapsed subscriptions. */
    getCurrentSubscription: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => {
      const billingMode = getMode();
      const row = ctx.session ? await getSubscription(ctx.db, ctx.session.user.id) : null;
      if (!row) return { plan: plans.free, status: "none", interval: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, billingMode };
      return {
        plan: subscriptionGrantsPlan(row, billingMode) ? plans[row.planId] : plans.free,
        status: row.status,
        interval: row.interval,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        billingMode,
      };
    }),

    createCheckoutSession: userProcedure.meta({ access: "registered" }).input(z.object({ planId: paidPlanInput, interval: intervalInput })).mutation(async ({ ctx, input }) => {
      if (getMode() === "off") throw notAvailable();
      await refuseCurrentPlan(ctx.db, ctx.user.id, input, getMode());
      if (getMode() === "local") return { url: `/billing/checkout?plan=${input.planId}&interval=${input.interval}` };
      return openStripeCheckout(ctx.db, requireStripe(), { userId: ctx.user.id, planId: input.planId, interval: input.interval, origin: getSiteOrigin(ctx.headers) });
    }),

    createPortalSession: userProcedure.meta({ access: "registered" }).mutation(async ({ ctx }) => {
      if (getMode() === "local") return { url: "/account#subscription" };
      const setup = requireStripe();
      const customer = (await getBillingProfile(ctx.db, ctx.user.id))?.stripeCustomerId;
      if (!customer) throw new TRPCError({ code: "BAD_REQUEST", message: "You have no billing account yet: choose a plan first." });
      const portal = await setup.stripe.billingPortal.sessions.create({ customer, return_url: `${getSiteOrigin(ctx.headers)}/account?portal=return` }, { idempotencyKey: intentIdempotencyKey("portal", [ctx.user.id, customer]) });
      return { url: portal.url };
    }),

    /** Local billing only: the in-app checkout page's "Pay" (test mode, no card is charged). */
    completeLocalCheckout: userProcedure.meta({ access: "registered" }).input(z.object({ planId: paidPlanInput, interval: intervalInput })).mutation(async ({ ctx, input }) => {
      if (getMode() === "stripe") throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Payments on this server go through Stripe: choose a plan on the pricing page." });
      if (getMode() === "off") throw notAvailable();
      await refuseCurrentPlan(ctx.db, ctx.user.id, input, getMode());
      const outcome = await applyBillingEvent(ctx.db, localCheckoutEvent(ctx.user.id, input.planId, input.interval));
      reportBillingOutcome(getAnalytics(), outcome, (await getBillingProfile(ctx.db, ctx.user.id))?.affiliateId ?? null);
      return { planId: input.planId };
    }),

    /** Cancel at the end of the period (you keep the plan until then), or resume before it ends. */
    setCancelAtPeriodEnd: userProcedure.meta({ access: "registered" }).input(z.object({ cancel: z.boolean() })).mutation(async ({ ctx, input }) => {
      const row = await getSubscription(ctx.db, ctx.user.id);
      if (!row || !subscriptionGrantsPlan(row, getMode())) throw new TRPCError({ code: "BAD_REQUEST", message: "You have no paid plan to change." });
      let state: SubscriptionState = { ...row, customerId: null };
      if (row.provider === "stripe") {
        const setup = requireStripe();
        await setup.stripe.subscriptions.update(row.externalId, { cancel_at_period_end: input.cancel }, { idempotencyKey: intentIdempotencyKey(input.cancel ? "cancel" : "resume", [row.externalId]) });
        const reread = await readStripeSubscription(setup.stripe, setup.prices, row.externalId, ctx.user.id);
        if (reread) state = reread;
      }
      await applyBillingEvent(ctx.db, localCancellationEvent(state, input.cancel));
      return { cancelAtPeriodEnd: input.cancel };
    }),
  });
}

export const billingRouter = createBillingRouter();
