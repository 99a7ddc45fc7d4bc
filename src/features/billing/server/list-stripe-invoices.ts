import "server-only";
import type Stripe from "stripe";
import type { InvoiceStatus, InvoiceSummary } from "../invoice-summary";
import { getInvoicePlan } from "./get-invoice-plan";
import type { PriceIds } from "./stripe-config";

const STATUSES = new Set<string>(["draft", "open", "paid", "void", "uncollectible"]);

/**
 * A customer's invoices as Stripe has them, newest first: status, amount and the hosted invoice
 * page (receipt and PDF) are Stripe's, so what the account shows is what Stripe will send.
 * @see https://docs.stripe.com/api/invoices/list
 */
export async function listStripeInvoices(
  stripe: Stripe,
  prices: PriceIds,
  customer: string,
  limit = 24,
): Promise<InvoiceSummary[]> {
  const page = await stripe.invoices.list({ customer, limit });
  return page.data.map((invoice) => {
    const plan = getInvoicePlan(prices, invoice);
    const status =
      invoice.status && STATUSES.has(invoice.status) ? (invoice.status as InvoiceStatus) : "open";
    return {
      id: invoice.id ?? "",
      date: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
      planId: plan?.planId ?? null,
      interval: plan?.interval ?? null,
      amount: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status,
      url: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
    };
  });
}
