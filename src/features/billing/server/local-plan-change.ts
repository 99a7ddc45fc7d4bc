import "server-only";
import { plans } from "../plans";
import type { BillingEvent, SubscriptionState } from "./billing-event";
import type { PlanChoice } from "./billing-provider";
import { localInvoice, PERIOD_MS, subscriptionUpdatedEvent } from "./local-billing";

/**
 * Local billing's plan change, shaped as Stripe's with `proration_behavior: "create_prorations"`
 * (docs/product.md#plans): it applies at once and stops a pending cancellation. Within the same
 * billing period the period end stays, and the difference is settled on the next invoice (test mode
 * renews nothing, so none is made). A new billing period starts now and is invoiced at once, for
 * the new price less the unused part of the old one.
 */
export function localPlanChangeEvent(
  current: SubscriptionState,
  choice: PlanChoice,
  now = new Date(),
): BillingEvent {
  const newPeriod = current.interval !== choice.interval;
  const event = subscriptionUpdatedEvent(
    {
      ...current,
      planId: choice.planId,
      interval: choice.interval,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: newPeriod
        ? new Date(now.getTime() + PERIOD_MS[choice.interval])
        : current.currentPeriodEnd,
    },
    now,
  );
  if (!newPeriod) return event;
  const unused = Math.min(
    1,
    Math.max(0, current.currentPeriodEnd.getTime() - now.getTime()) / PERIOD_MS[current.interval],
  );
  const credit = Math.round(plans[current.planId].prices[current.interval].amount * unused);
  const due = Math.max(0, plans[choice.planId].prices[choice.interval].amount - credit);
  return {
    ...event,
    invoice: localInvoice(current.userId, choice.planId, choice.interval, due, now),
  };
}
