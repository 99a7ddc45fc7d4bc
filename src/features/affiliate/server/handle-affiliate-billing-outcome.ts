import "server-only";
import type { BillingOutcome } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import { getAffiliateTerms } from "./affiliate-terms";
import { syncInvoiceCommission } from "./sync-invoice-commission";

/**
 * The affiliate program's listener of billing's outcomes (registered in src/instrumentation.ts): a
 * paid, refunded or disputed invoice, or one whose dispute was won, brings its commission up to
 * date. A failure here is logged by billing and made good by the hourly sweep
 * (run-commission-sweep.ts), which syncs the same way.
 */
export async function handleAffiliateBillingOutcome(
  db: Database,
  outcome: BillingOutcome,
  now = new Date(),
): Promise<void> {
  if (
    outcome.type !== "invoice_paid" &&
    outcome.type !== "refunded" &&
    outcome.type !== "disputed" &&
    outcome.type !== "dispute_won"
  )
    return;
  await syncInvoiceCommission(db, outcome.invoiceId, getAffiliateTerms(), now);
}
