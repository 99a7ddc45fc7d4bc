import { plans } from "../plans";
import type { BillingOutcome } from "./billing-outcome";
import { ENTITLED_STATUSES } from "./get-entitlements";
import type { AppliedBillingEvent } from "./mutations";

/**
 * The outcomes of an applied billing event: a start when a subscription begins to grant its plan,
 * a plan change while it keeps granting one, a scheduled end when it is cancelled at its period's
 * end, an end when it stops; the invoice it recorded first; the refunds, and the disputes it opened
 * or closed in the merchant's favour. A replay or a stale state applied nothing, so it has none.
 * `affiliateOf` gives the attribution stored for a user.
 */
export async function billingOutcomesOf(
  event: AppliedBillingEvent,
  affiliateOf: (userId: string) => Promise<string | null>,
): Promise<BillingOutcome[]> {
  if (!event.applied) return [];
  const outcomes: BillingOutcome[] = [];
  const { before, after, paidInvoice } = event;
  if (after) {
    const wasPaid = before !== null && ENTITLED_STATUSES.has(before.status);
    const isPaid = ENTITLED_STATUSES.has(after.status);
    const subscriber = {
      userId: after.userId,
      affiliateId: await affiliateOf(after.userId),
      planId: after.planId,
    };
    // The price of the interval actually bought: a yearly plan is worth its yearly price.
    const amount = plans[after.planId].prices[after.interval].amount;
    if (!wasPaid && isPaid)
      outcomes.push({
        type: "subscription_started",
        ...subscriber,
        interval: after.interval,
        amount,
      });
    else if (wasPaid && isPaid && before.planId !== after.planId)
      outcomes.push({ type: "plan_changed", ...subscriber, interval: after.interval, amount });
    else if (wasPaid && !isPaid) outcomes.push({ type: "subscription_ended", ...subscriber });
    if (wasPaid && isPaid && !before.cancelAtPeriodEnd && after.cancelAtPeriodEnd)
      outcomes.push({
        type: "cancellation_scheduled",
        ...subscriber,
        endsAt: after.currentPeriodEnd,
      });
  }
  if (paidInvoice) {
    const { id: invoiceId, userId, amountPaid, currency, paymentIntentId } = paidInvoice;
    outcomes.push({
      type: "invoice_paid",
      userId,
      affiliateId: await affiliateOf(userId),
      invoiceId,
      amountPaid,
      currency,
      paymentIntentId,
    });
  }
  for (const refund of event.refunded)
    outcomes.push({ type: "refunded", ...refund, affiliateId: await affiliateOf(refund.userId) });
  for (const { open, ...dispute } of event.disputed)
    outcomes.push({
      type: open ? "disputed" : "dispute_won",
      ...dispute,
      affiliateId: await affiliateOf(dispute.userId),
    });
  return outcomes;
}
