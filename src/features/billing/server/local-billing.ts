import "server-only";
import { randomUUID } from "node:crypto";
import { type BillingInterval, plans } from "../plans";
import type { BillingEvent, PaidInvoice, SubscriptionState } from "./billing-event";
import type { PaidPlanId } from "./stripe-config";

export const PERIOD_MS: Record<BillingInterval, number> = {
  month: 30 * 24 * 60 * 60 * 1000,
  year: 365 * 24 * 60 * 60 * 1000,
};

/** A paid invoice of local billing: no card is charged, so there is no hosted invoice page. */
export function localInvoice(
  userId: string,
  planId: PaidPlanId,
  interval: BillingInterval,
  amountPaid: number,
  now: Date,
): PaidInvoice {
  return {
    id: `local_in_${randomUUID()}`,
    userId,
    subscriptionExternalId: `local_sub_${userId}`,
    amountPaid,
    currency: "usd",
    paymentIntentId: `local_pi_${randomUUID()}`,
    paidAt: now,
    planId,
    interval,
    hostedInvoiceUrl: null,
  };
}

/**
 * Local billing (no Stripe keys): the events a completed checkout produces, the same the webhook
 * handler makes from Stripe's, so status, entitlements and conversion run the production path.
 */
export function localCheckoutEvent(
  userId: string,
  planId: PaidPlanId,
  interval: BillingInterval,
  now = new Date(),
): BillingEvent {
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
    invoice: localInvoice(userId, planId, interval, plans[planId].prices[interval].amount, now),
  };
}

/** `customer.subscription.updated` carrying `state`: what Stripe's webhook brings after any change, made here for local billing and for Stripe's own answers. */
export function subscriptionUpdatedEvent(state: SubscriptionState, now = new Date()): BillingEvent {
  return {
    id: `local_evt_${randomUUID()}`,
    type: "customer.subscription.updated",
    subscription: { ...state, stateAt: now },
  };
}
