import type { BillingInterval, PlanId } from "../plans";

type PaidPlanId = Exclude<PlanId, "free">;

/**
 * What a billing event changed, for whoever listens (analytics, the billing mails, the affiliate
 * program): a paid subscription started, changed plan, was set to end with its period, or ended; an
 * invoice was paid; a payment was refunded (in part or whole), disputed, or its dispute closed in
 * the merchant's favour (`dispute_won`).
 * Amounts are in cents. `affiliateId` is the attribution stored at registration, null when none.
 */
export type BillingOutcome =
  | {
      type: "subscription_started" | "plan_changed";
      userId: string;
      affiliateId: string | null;
      planId: PaidPlanId;
      interval: BillingInterval;
      amount: number;
    }
  | { type: "subscription_ended"; userId: string; affiliateId: string | null; planId: PaidPlanId }
  | {
      type: "cancellation_scheduled";
      userId: string;
      affiliateId: string | null;
      planId: PaidPlanId;
      endsAt: Date;
    }
  | {
      type: "invoice_paid";
      userId: string;
      affiliateId: string | null;
      invoiceId: string;
      amountPaid: number;
      currency: string;
      paymentIntentId: string | null;
    }
  | {
      type: "refunded";
      userId: string;
      affiliateId: string | null;
      invoiceId: string;
      paymentIntentId: string;
      amountRefunded: number;
    }
  | {
      type: "disputed" | "dispute_won";
      userId: string;
      affiliateId: string | null;
      invoiceId: string;
      paymentIntentId: string;
    };
