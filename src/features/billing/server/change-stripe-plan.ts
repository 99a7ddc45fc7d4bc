import "server-only";
import { TRPCError } from "@trpc/server";
import type { BillingEvent, SubscriptionState } from "./billing-event";
import type { PlanChoice } from "./billing-provider";
import { intentIdempotencyKey } from "./intent-idempotency-key";
import { subscriptionUpdatedEvent } from "./local-billing";
import { readStripeSubscription } from "./read-stripe-subscription";
import type { StripeSetup } from "./stripe-config";

const stripeDidNotAnswer = () =>
  new TRPCError({
    code: "BAD_GATEWAY",
    message: "The payment service did not return your subscription. Please try again.",
  });

/**
 * Puts the new price on the subscription the customer has, at once and prorated (docs/product.md#plans):
 * Stripe credits the unused time of the old price and charges the rest of the new one on the next
 * invoice; a new billing period starts a new period, invoiced now. A pending cancellation ends,
 * since choosing a plan means keeping one. Stripe's answer is the state kept: its webhook may come late.
 * @see https://docs.stripe.com/billing/subscriptions/change-price
 */
export async function changeStripePlan(
  setup: StripeSetup,
  subscription: SubscriptionState,
  choice: PlanChoice,
): Promise<BillingEvent> {
  const price = setup.prices[choice.planId][choice.interval];
  const item = (await setup.stripe.subscriptions.retrieve(subscription.externalId)).items.data[0];
  if (!item) throw stripeDidNotAnswer();
  await setup.stripe.subscriptions.update(
    subscription.externalId,
    {
      items: [{ id: item.id, price }],
      proration_behavior: "create_prorations",
      cancel_at_period_end: false,
    },
    { idempotencyKey: intentIdempotencyKey("plan-change", [subscription.externalId, price]) },
  );
  const reread = await readStripeSubscription(
    setup.stripe,
    setup.prices,
    subscription.externalId,
    subscription.userId,
  );
  if (!reread) throw stripeDidNotAnswer();
  return subscriptionUpdatedEvent(reread, reread.stateAt);
}
