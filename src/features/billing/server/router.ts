import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { getSiteOrigin } from "@/server/http/site-origin";
import { type PlanId, plans } from "../plans";
import { billingProcedure } from "./billing-procedure";
import type { BillingProvider } from "./billing-provider";
import { checkPlanChoice } from "./check-plan-choice";
import { getSubscription, listStoredInvoices } from "./data";
import { getBillingProvider } from "./get-billing-provider";
import { getEntitlements, subscriptionGrantsPlan } from "./get-entitlements";
import { applyBillingEvent } from "./mutations";
import { publishBillingOutcomes } from "./publish-billing-outcomes";
import { storedInvoiceSummary } from "./stored-invoice-summary";

const paidPlanInput = z.enum(["pro", "premium"], { message: "Choose the pro or premium plan." });
const intervalInput = z.enum(["month", "year"], { message: "Choose monthly or yearly billing." });

type Deps = { getProvider?: () => BillingProvider | null };

/** Mode "off" (docs/security.md, "Billing modes"): plans are shown, nothing is sold. */
const notAvailable = () =>
  new TRPCError({
    code: "PRECONDITION_FAILED",
    message: "Payments aren't available yet, so plans can't be bought or changed for now.",
  });

/** docs/behaviour.md#server-calls: `stripe.getPlanById` and `stripe.getCurrentSubscription`, and the billing actions around them. */
export function createBillingRouter({ getProvider = getBillingProvider }: Deps = {}) {
  const mode = () => getProvider()?.mode ?? "off";

  /** The provider, or a refusal: in mode "off" nothing is sold. */
  function requireProvider(): BillingProvider {
    const provider = getProvider();
    if (!provider) throw notAvailable();
    return provider;
  }

  return createTRPCRouter({
    getPlanById: publicProcedure
      .meta({ access: "anyone" })
      .input(
        z.object({
          id: z.string().trim().min(1, "Give a plan id.").max(40, "That is not a plan id."),
        }),
      )
      .query(({ input }) => {
        const plan = Object.hasOwn(plans, input.id) ? plans[input.id as PlanId] : undefined;
        if (!plan)
          throw new TRPCError({
            code: "NOT_FOUND",
            message: `There is no plan called ${input.id}.`,
          });
        // docs/security.md#billing-modes: the answer is alike in every mode (no Stripe price ids).
        return plan;
      }),

    listPlans: publicProcedure
      .meta({ access: "anyone" })
      .query(() => ({ plans: [plans.free, plans.pro, plans.premium] })),

    /** What the caller may do now (docs/product.md#plans): the limits and features the server enforces, a guest's for guests and visitors. */
    getEntitlements: publicProcedure
      .meta({ access: "anyone" })
      .query(({ ctx }) => getEntitlements(ctx.db, ctx.session?.user.id ?? null, mode())),

    /** The session user's subscription: its plan, status and period (free and "none" when there is none); rights come from getEntitlements. */
    getCurrentSubscription: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => {
      const billingMode = mode();
      const userId = ctx.session?.user.id ?? null;
      const { planId } = await getEntitlements(ctx.db, userId, billingMode);
      const row = userId ? await getSubscription(ctx.db, userId) : null;
      if (!row)
        return {
          planId,
          status: "none",
          interval: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          billingMode,
        };
      return {
        planId,
        status: row.status,
        interval: row.interval,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        billingMode,
      };
    }),

    createCheckoutSession: billingProcedure
      .meta({ access: "registered" })
      .input(z.object({ planId: paidPlanInput, interval: intervalInput }))
      .mutation(async ({ ctx, input }) => {
        const provider = requireProvider();
        await checkPlanChoice(ctx.db, ctx.user.id, input, provider.mode, "checkout");
        return provider.openCheckout(ctx.db, {
          userId: ctx.user.id,
          ...input,
          origin: getSiteOrigin(ctx.headers),
        });
      }),

    createPortalSession: billingProcedure.meta({ access: "registered" }).mutation(({ ctx }) =>
      requireProvider().openPortal(ctx.db, {
        userId: ctx.user.id,
        origin: getSiteOrigin(ctx.headers),
      }),
    ),

    /** Local billing only: the in-app checkout page's "Pay" (test mode, no card is charged). */
    completeLocalCheckout: billingProcedure
      .meta({ access: "registered" })
      .input(z.object({ planId: paidPlanInput, interval: intervalInput }))
      .mutation(async ({ ctx, input }) => {
        const provider = requireProvider();
        if (!provider.completeInAppCheckout)
          throw new TRPCError({
            code: "PRECONDITION_FAILED",
            message: "This checkout takes no payment: choose your plan again on the pricing page.",
          });
        await checkPlanChoice(ctx.db, ctx.user.id, input, provider.mode, "checkout");
        await publishBillingOutcomes(
          ctx.db,
          await applyBillingEvent(
            ctx.db,
            provider.completeInAppCheckout({ userId: ctx.user.id, ...input }),
          ),
          ctx.log,
        );
        return { planId: input.planId };
      }),

    /** Cancel at the end of the period (you keep the plan until then), or resume before it ends. */
    setCancelAtPeriodEnd: billingProcedure
      .meta({ access: "registered" })
      .input(z.object({ cancel: z.boolean() }))
      .mutation(async ({ ctx, input }) => {
        const row = await getSubscription(ctx.db, ctx.user.id);
        if (!row || !subscriptionGrantsPlan(row, mode()))
          throw new TRPCError({ code: "BAD_REQUEST", message: "You have no paid plan to change." });
        // A subscription is changed where it was bought: a Stripe one needs Stripe to run here.
        const provider = requireProvider();
        if (provider.mode !== row.provider) throw notAvailable();
        await publishBillingOutcomes(
          ctx.db,
          await applyBillingEvent(
            ctx.db,
            await provider.setCancelAtPeriodEnd({ ...row, customerId: null }, input.cancel),
          ),
          ctx.log,
        );
        return { cancelAtPeriodEnd: input.cancel };
      }),

    /** Another plan or billing period for a subscriber, at once and prorated (docs/product.md#plans); the plan they have is refused. */
    changePlan: billingProcedure
      .meta({ access: "registered" })
      .input(z.object({ planId: paidPlanInput, interval: intervalInput }))
      .mutation(async ({ ctx, input }) => {
        const provider = requireProvider();
        const held = await checkPlanChoice(ctx.db, ctx.user.id, input, provider.mode, "change");
        // A subscription is changed where it was bought: a Stripe one needs Stripe to run here.
        if (!held || held.provider !== provider.mode) throw notAvailable();
        await publishBillingOutcomes(
          ctx.db,
          await applyBillingEvent(ctx.db, await provider.changePlan(held, input)),
          ctx.log,
        );
        return input;
      }),

    /** The caller's invoices, newest first (docs/product.md#plans): Stripe's own list in Stripe mode, else the ones recorded here. */
    listInvoices: billingProcedure.meta({ access: "registered" }).query(async ({ ctx }) => {
      const provider = getProvider();
      return provider
        ? provider.listInvoices(ctx.db, ctx.user.id)
        : (await listStoredInvoices(ctx.db, ctx.user.id)).map(storedInvoiceSummary);
    }),
  });
}

export const billingRouter = createBillingRouter();
