import "server-only";
import type { InvoiceSummary } from "../invoice-summary";
import type { listStoredInvoices } from "./data";

type StoredInvoice = Awaited<ReturnType<typeof listStoredInvoices>>[number];

/** What local billing writes into its invoice ids (local-billing.ts, localInvoice). */
const LOCAL_ID = /^local_in_(pro|premium)_(month|year)_/;

/**
 * An invoice as this database recorded it: paid, or refunded in part or whole. The plan is known
 * for local billing's invoices, whose ids name it; a Stripe invoice kept here has no hosted link.
 */
export function storedInvoiceSummary(row: StoredInvoice): InvoiceSummary {
  const local = LOCAL_ID.exec(row.id);
  const status = row.amountRefunded <= 0 ? "paid" : row.amountRefunded >= row.amountPaid ? "refunded" : "partly_refunded";
  return {
    id: row.id,
    date: row.paidAt,
    planId: local ? (local[1] as "pro" | "premium") : null,
    interval: local ? (local[2] as "month" | "year") : null,
    amount: row.amountPaid,
    currency: row.currency,
    status,
    url: null,
  };
}
