import type { BillingInterval, PlanId } from "./plans";

/** Stripe's invoice statuses, and ours for a refund recorded on a paid one. */
export type InvoiceStatus =
  | "draft"
  | "open"
  | "paid"
  | "void"
  | "uncollectible"
  | "refunded"
  | "partly_refunded";

/** One line of the account's invoice list (docs/product.md#plans), whichever provider billed it. */
export type InvoiceSummary = {
  id: string;
  date: Date;
  /** The plan billed; null when the invoice does not say (an older record, or an item we do not sell). */
  planId: Exclude<PlanId, "free"> | null;
  interval: BillingInterval | null;
  /** In cents. */
  amount: number;
  currency: string;
  status: InvoiceStatus;
  /** Stripe's hosted invoice page, where the receipt and a PDF are; null for our own (/account/invoices/[id]). */
  url: string | null;
  /** Stripe's PDF of the invoice. */
  pdfUrl: string | null;
};
