import "server-only";
import { listInvoiceIdsOf } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import { type AffiliateTerms, getAffiliateTerms } from "./affiliate-terms";
import { fullCommissionInvoiceIds, referredUserIds } from "./data";
import { releaseDueCommissions } from "./mutations";
import { syncInvoiceCommission } from "./sync-invoice-commission";

/** How far back the sweep looks: a referred customer's commission months, and the refunds that can follow them. */
const SWEEP_DAYS = 400;

/**
 * The affiliate program's hourly job (docs/architecture.md#background-jobs): pending commissions
 * whose holding period has ended become due; and every recent invoice of a referred customer is
 * synced again, so a commission or refund a failed listener missed is written now, and once. An
 * invoice that stands whole with its commission at the full amount is skipped, so the hourly cost
 * follows the invoices with something to reconcile, not every invoice of the last 400 days.
 */
export async function runCommissionSweep(
  db: Database,
  terms: AffiliateTerms = getAffiliateTerms(),
  now = new Date(),
) {
  let synced = 0;
  const visited = await listInvoiceIdsOf(
    db,
    referredUserIds,
    new Date(now.getTime() - SWEEP_DAYS * 86_400_000),
    fullCommissionInvoiceIds,
  );
  for (const invoiceId of visited) {
    const { created, settlement } = await syncInvoiceCommission(db, invoiceId, terms, now);
    if (created || (settlement !== "none" && settlement !== "unchanged")) synced++;
  }
  // After the sync, so a commission it wrote for an invoice paid long ago is released in the same run.
  const released = await releaseDueCommissions(db, now);
  return { released, synced, visited: visited.length };
}
