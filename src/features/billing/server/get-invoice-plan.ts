import "server-only";
import type Stripe from "stripe";
import { type PriceIds, planOfPrice } from "./stripe-config";

/**
 * The plan and period a Stripe invoice bills: its last charged line for one of our prices (a
 * proration also carries a negative credit line for the old one). Null when it bills none of ours.
 */
export function getInvoicePlan(prices: PriceIds, invoice: Stripe.Invoice) {
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
