import type { BillingInterval, PlanId } from "./plans";

/**
 * The address that buys or switches to a plan (docs/product.md#plans): visited by a registered user
 * it opens that checkout, or the change of their plan. It is what a visitor's sign-up returns to, so
 * the plan and billing period chosen survive registering.
 */
export function checkoutHref(planId: Exclude<PlanId, "free">, interval: BillingInterval): string {
  return `/billing/checkout?plan=${planId}&interval=${interval}`;
}
