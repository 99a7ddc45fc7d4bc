import "server-only";
import { TRPCError } from "@trpc/server";
import { findUser, saveStripeCustomerId } from "@/features/auth/server";
import type { BillingInterval } from "../plans";
import { subscriptionGrantsPlan } from "./get-entitlements";
import type { Database } from "@/server/db/create-database";
import { getSubscription } from "./data";
import { intentIdempotencyKey } from "./intent-idempotency-key";
import type { PaidPlanId, StripeSetup } from "./stripe-config";

type Choice = { userId: string; planId: PaidPlanId; interval: BillingInterval; origin: string };

/**
 * A paying subscriber changing plan or period confirms the new price on the subscription they have,
 * in Stripe's portal (prorated): a second Checkout would start a second subscription billing
 * alongside the first.
 * @see https://docs.stripe.com/customer-management/portal-deep-links
 */
async function openPlanChange(setup: StripeSetup, customer: string, subscriptionId: string, price: string, { userId, origin }: Choice): Promise<{ url: string }> {
  const item = (await setup.stripe.subscriptions.retrieve(subscriptionId)).items.data[0];
  if (!item) throw new TRPCError({ code: "BAD_GATEWAY", message: "Stripe did not return your subscription. Please try again." });
  const returnUrl = `${origin}/account?portal=return`;
  const portal = await setup.stripe.billingPortal.sessions.create(
    {
      customer,
      return_url: returnUrl,
      flow_data: {
        type: "subscription_update_confirm",
        subscription_update_confirm: { subscription: subscriptionId, items: [{ id: item.id, price, quantity: 1 }] },
        after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
      },
    },
    { idempotencyKey: intentIdempotencyKey("plan-change", [userId, subscriptionId, price]) },
  );
  return { url: portal.url };
}

/** Stripe's page for buying `choice`: Checkout for a first subscription, the portal for a change. */
export async function openStripeCheckout(db: Database, setup: StripeSetup, choice: Choice): Promise<{ url: string }> {
  const { userId, origin } = choice;
  const price = setup.prices[choice.planId][choice.interval];
  const profile = await findUser(db, userId);
  const current = await getSubscription(db, userId);
  if (profile?.stripeCustomerId && current?.provider === "stripe" && subscriptionGrantsPlan(current, "stripe")) {
    return openPlanChange(setup, profile.stripeCustomerId, current.externalId, price, choice);
  }
  let customer = profile?.stripeCustomerId ?? null;
  if (!customer) {
    const created = await setup.stripe.customers.create({ email: profile?.email ?? undefined, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
    customer = created.id;
    await saveStripeCustomerId(db, userId, customer);
  }
  const session = await setup.stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      subscription_data: { metadata: { user_id: userId } },
      success_url: `${origin}/account?checkout=success`,
      cancel_url: `${origin}/pricing?checkout=canceled`,
    },
    { idempotencyKey: intentIdempotencyKey("checkout", [userId, customer, price]) },
  );
  if (!session.url) throw new TRPCError({ code: "BAD_GATEWAY", message: "Stripe did not return a checkout page. Please try again." });
  return { url: session.url };
}
