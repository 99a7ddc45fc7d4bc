import type { Database } from "@/server/db/create-database";
import type { InvoiceSummary } from "../invoice-summary";
import type { BillingInterval } from "../plans";
import type { BillingEvent, SubscriptionState } from "./billing-event";
import type { PaidPlanId } from "./stripe-config";

export type PlanChoice = { planId: PaidPlanId; interval: BillingInterval };
export type CheckoutChoice = PlanChoice & { userId: string; origin: string };

/**
 * Where payments go: Stripe, or local test mode (docs/security.md, "Billing modes"). The billing
 * router asks this, never which mode runs; in mode "off" there is none and nothing can be bought.
 * What a provider did comes back as a `BillingEvent`, applied by the one path the webhook uses.
 */
export interface BillingProvider {
  readonly mode: "local" | "stripe";
  /** The page that takes payment for a first subscription: Stripe Checkout, or the in-app checkout. */
  openCheckout(db: Database, choice: CheckoutChoice): Promise<{ url: string }>;
  /** Where a subscriber manages billing. */
  openPortal(db: Database, request: { userId: string; origin: string }): Promise<{ url: string }>;
  /** The in-app checkout's payment, as the events a paid checkout brings; null where payment is not taken in-app. */
  readonly completeInAppCheckout: ((choice: Omit<CheckoutChoice, "origin">) => BillingEvent) | null;
  /** Cancels `subscription` at the end of its period, or resumes it. */
  setCancelAtPeriodEnd(subscription: SubscriptionState, cancel: boolean): Promise<BillingEvent>;
  /** Ends `subscription` now, without a refund: the account is being deleted (docs/product.md#accounts-and-mail). */
  cancelNow(subscription: SubscriptionState): Promise<BillingEvent>;
  /** Moves `subscription` to another plan or billing period at once, prorated (docs/product.md#plans). */
  changePlan(subscription: SubscriptionState, choice: PlanChoice): Promise<BillingEvent>;
  /** The user's invoices, newest first: Stripe's own (with its hosted page), or the ones recorded here. */
  listInvoices(db: Database, userId: string): Promise<InvoiceSummary[]>;
}
