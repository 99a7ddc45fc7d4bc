import "server-only";
import type Stripe from "stripe";
import type { SubscriptionState } from "./billing-event";
import { type PriceIds, planOfPrice } from "./stripe-config";

/**
 * Our view of a Stripe subscription, read from Stripe itself (docs/decisions.md#billing: events
 * arrive late, twice and out of order, so their payloads are not trusted). Null when it sells
 * nothing of ours.
 */
export async function readStripeSubscription(
  stripe: Stripe,
  prices: PriceIds,
  subscriptionId: string,
  userId: string,
): Promise<SubscriptionState | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  const plan = item ? planOfPrice(prices, item.price.id) : null;
  if (!item || !plan) return null;
  // Newer API versions keep the period on the item; older ones on the subscription.
  const periodEnd =
    item.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    0;
  return {
    userId,
    provider: "stripe",
    externalId: subscription.id,
    customerId:
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    planId: plan.planId,
    interval: plan.interval,
    status: subscription.status,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stateAt: new Date(),
  };
}
