import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { affiliateCommissions, affiliatePayouts } from "@/server/db/schema";

/**
 * One page of an affiliate's ledger, newest first: every commission and adjustment with its state
 * and reason. The referred customer is their number with this affiliate, never who they are.
 */
export async function listLedger(
  db: Database,
  affiliateId: string,
  afterId: string | null,
  limit: number,
) {
  const c = affiliateCommissions;
  // The cursor is the last entry's id, its time read again here: a JavaScript Date would lose the
  // microseconds that order entries one sweep wrote together.
  const after = afterId
    ? sql`(${c.createdAt}, ${c.id}) < (select ${c.createdAt}, ${c.id} from ${c} where ${c.id} = ${afterId})`
    : undefined;
  const rows = await db
    .select({
      id: c.id,
      kind: c.kind,
      invoiceId: c.invoiceId,
      customerNumber: c.customerNumber,
      planLabel: c.planLabel,
      invoiceAmount: c.invoiceAmount,
      rateBps: c.rateBps,
      amount: c.amount,
      currency: c.currency,
      state: c.state,
      reason: c.reason,
      dueAt: c.dueAt,
      paidAt: c.paidAt,
      createdAt: c.createdAt,
    })
    .from(c)
    .where(and(eq(c.affiliateId, affiliateId), after))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page, nextCursor: rows.length > limit && last ? last.id : null };
}

/** The affiliate's payouts, newest first. */
export async function listPayouts(db: Database, affiliateId: string) {
  const { id, amount, currency, entryCount, reference, paidAt } = affiliatePayouts;
  return db
    .select({ id, amount, currency, entryCount, reference, paidAt })
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, affiliateId))
    .orderBy(desc(affiliatePayouts.paidAt))
    .limit(100);
}
