import type { BillingInterval } from "../plans";

/** A subscription as its provider says it is now (re-read from Stripe, or made by local billing). */
export type SubscriptionState = {
  userId: string;
  provider: "stripe" | "local";
  externalId: string;
  customerId: string | null;
  planId: "pro" | "premium";
  interval: BillingInterval;
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When this state was read: an older read never overwrites a newer one. */
  stateAt: Date;
};

export type PaidInvoice = {
  id: string;
  userId: string;
  subscriptionExternalId: string | null;
  amountPaid: number;
  currency: string;
  paymentIntentId: string | null;
  paidAt: Date;
  /** The plan and period billed; null when the invoice bills no price of ours. */
  planId: "pro" | "premium" | null;
  interval: BillingInterval | null;
  /** Stripe's page for the invoice (receipt and PDF); null for local billing. */
  hostedInvoiceUrl: string | null;
  /** Stripe's fingerprint of the card that paid; absent for local billing and other payment methods. */
  cardFingerprint?: string | null;
};

/**
 * What the billing code applies, whoever produced it: the Stripe webhook (after re-reading the
 * subscription) and local billing make the same events, so everything after payment runs one path.
 */
export type BillingEvent = {
  /** Unique per event: Stripe's `evt_…`, or local billing's own. */
  id: string;
  type: string;
  subscription?: SubscriptionState;
  invoice?: PaidInvoice;
  refund?: { paymentIntentId: string; amountRefunded: number };
  /**
   * A chargeback on the payment: opened (`disputedAt`), the money is treated as returned; closed in
   * the merchant's favour (null: won, or an inquiry closed without one), the money is kept after all.
   */
  dispute?: { paymentIntentId: string; disputedAt: Date | null };
};
