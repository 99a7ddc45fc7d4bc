import "server-only";
import { randomUUID } from "node:crypto";
import { plans, type BillingInterval } from "../plans";
import type { BillingEvent, SubscriptionState } from "./billing-event";

const PERIOD_MS: Record<BillingInterval, number> = { month: 30 * 24 * 60 * 60 * 1000, year: 365 * 24 * 60 * 60 * 1000 };

/**
 * Local billing (no Stripe keys): the events a completed checkout produces, the same the webhook
 * handler makes from Stripe's, so status, entitlements and conversion run the production path.
 */
export function localCheckoutEvent(userId: string, planId: "pro" | "premium", interval: BillingInterval, now = new Date()): BillingEvent {
  const paymentIntentId = `local_pi_${randomUUID()}`;
  return {
    id: `local_evt_${randomUUID()}`,
    type: "checkout.session.completed",
    subscription: {
      userId,
      provider: "local",
      externalId: `local_sub_${userId}`,
      customerId: null,
      planId,
      interval,
      status: "active",
      currentPeriodEnd: new Date(now.getTime() + PERIOD_MS[interval]),
      cancelAtPeriodEnd: false,
      stateAt: now,
    },
    invoice: { id: `local_in_${randomUUID()}`, userId, subscriptionExternalId: `local_sub_${userId}`, amountPaid: plans[planId].prices[interval].amount, currency: "usd", paymentIntentId, paidAt: now },
  };
}

/** Cancel at period end, or resume: the local twin of `customer.subscription.updated`. */
export function localCancellationEvent(current: SubscriptionState, cancelAtPeriodEnd: boolean, now = new Date()): BillingEvent {
  return { id: `local_evt_${randomUUID()}`, type: "customer.subscription.updated", subscription: { ...current, cancelAtPeriodEnd, stateAt: now } };
}
