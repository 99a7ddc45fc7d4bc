import "server-only";
import type Stripe from "stripe";
import type { InvoiceStatus, InvoiceSummary } from "../invoice-summary";
import { planOfPrice, type PriceIds } from "./stripe-config";

const STATUSES = new Set<string>(["draft", "open", "paid", "void", "uncollectible"]);

/** The plan an invoice bills: its charged line for one of our prices (a proration also carries a negative credit line for the old one). */
function billedPlan(prices: PriceIds, invoice: Stripe.Invoice) {
  const priceOf = (line: Stripe.InvoiceLineItem) => {
    const price = line.pricing?.price_details?.price;
    return typeof price === "string" ? price : (price?.id ?? null);
  };
  const charged = invoice.lines.data.filter((line) => line.amount >= 0).map(priceOf);
  for (const price of charged.reverse()) {
    const plan = price ? planOfPrice(prices, price) : null;
    if (plan) return plan;
  }
  return null;
}

/**
 * A customer's invoices as Stripe has them, newest first: status, amount and the hosted invoice
 * page (receipt and PDF) are Stripe's, so what the account shows is what Stripe will send.
 * @see https://docs.stripe.com/api/invoices/list
 */
export async function listStripeInvoices(stripe: Stripe, prices: PriceIds, customer: string, limit = 24): Promise<InvoiceSummary[]> {
  const page = await stripe.invoices.list({ customer, limit });
  return page.data.map((invoice) => {
    const plan = billedPlan(prices, invoice);
    const status = invoice.status && STATUSES.has(invoice.status) ? (invoice.status as InvoiceStatus) : "open";
    return {
      id: invoice.id ?? "",
      date: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
      planId: plan?.planId ?? null,
      interval: plan?.interval ?? null,
      amount: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status,
      url: invoice.hosted_invoice_url ?? null,
    };
  });
}
