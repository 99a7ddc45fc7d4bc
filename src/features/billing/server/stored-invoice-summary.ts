import "server-only";
import type { InvoiceSummary } from "../invoice-summary";
import type { listStoredInvoices } from "./data";

type StoredInvoice = Awaited<ReturnType<typeof listStoredInvoices>>[number];

/**
 * An invoice as this database recorded it: paid, or refunded in part or whole, with the plan and
 * Stripe's hosted page when the row has them (rows from before those columns may not).
 */
export function storedInvoiceSummary(row: StoredInvoice): InvoiceSummary {
  const status =
    row.amountRefunded <= 0
      ? "paid"
      : row.amountRefunded >= row.amountPaid
        ? "refunded"
        : "partly_refunded";
  return {
    id: row.id,
    date: row.paidAt,
    planId: row.planId,
    interval: row.interval,
    amount: row.amountPaid,
    currency: row.currency,
    status,
    url: row.hostedInvoiceUrl,
    pdfUrl: null,
  };
}
