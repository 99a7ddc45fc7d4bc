import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { affiliateCommissions, affiliatePayouts, affiliates } from "@/server/db/schema";

type NewCommission = Omit<typeof affiliateCommissions.$inferInsert, "id" | "createdAt" | "updatedAt" | "payoutId" | "paidAt">;

/** The ledger key of an invoice's commission: one per invoice, whatever brings the invoice and how often. */
export const commissionKey = (invoiceId: string) => `invoice:${invoiceId}`;

/** Writes a commission unless its key is already in the ledger. True when written. */
export async function saveCommission(db: Database, entry: NewCommission): Promise<boolean> {
  const rows = await db.insert(affiliateCommissions).values(entry).onConflictDoNothing({ target: affiliateCommissions.sourceKey }).returning({ id: affiliateCommissions.id });
  return rows.length > 0;
}

export type ReturnSettlement = "none" | "unchanged" | "reduced" | "reversed" | "adjusted";

/**
 * Brings an invoice's commission down to what is owed on the `kept` cents the customer did not get
 * back, at the rate the commission was earned at, after a refund or a dispute. Unpaid, it is
 * reduced, or reversed when nothing is owed; already paid, the difference becomes a negative
 * adjustment, due at once, so the next payout takes it back. The adjustment's key is the amount
 * owed after it, so a replayed refund adds none.
 */
export async function settleReturn(db: Database, { invoiceId, kept, reason, now }: { invoiceId: string; kept: number; reason: string; now: Date }): Promise<ReturnSettlement> {
  return db.transaction(async (tx) => {
    const [commission] = await tx.select().from(affiliateCommissions).where(eq(affiliateCommissions.sourceKey, commissionKey(invoiceId))).for("update");
    if (!commission) return "none";
    const owed = Math.round((kept * commission.rateBps) / 10_000);
    if (commission.state === "pending" || commission.state === "due") {
      if (owed >= commission.amount) return "unchanged";
      const change = owed <= 0 ? { state: "reversed" as const, reason } : { amount: owed, reason };
      await tx.update(affiliateCommissions).set({ ...change, updatedAt: now }).where(eq(affiliateCommissions.id, commission.id));
      return owed <= 0 ? "reversed" : "reduced";
    }
    if (commission.state !== "paid") return "unchanged";
    const [adjusted] = await tx
      .select({ total: sql<number>`coalesce(sum(${affiliateCommissions.amount}), 0)::int` })
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.invoiceId, invoiceId), eq(affiliateCommissions.kind, "adjustment")));
    const delta = owed - (commission.amount + (adjusted?.total ?? 0));
    if (delta >= 0) return "unchanged";
    const { affiliateId, customerNumber, planLabel, invoiceAmount, rateBps, currency } = commission;
    await tx
      .insert(affiliateCommissions)
      .values({ affiliateId, sourceKey: `adjustment:${invoiceId}:${owed}`, kind: "adjustment", invoiceId, customerNumber, planLabel, invoiceAmount, rateBps, amount: delta, currency, state: "due", reason, dueAt: now })
      .onConflictDoNothing({ target: affiliateCommissions.sourceKey });
    return "adjusted";
  });
}

/** Pending commissions whose holding period ended by `now` become due. Returns how many. */
export async function releaseDueCommissions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(affiliateCommissions)
    .set({ state: "due", updatedAt: now })
    .where(and(eq(affiliateCommissions.state, "pending"), lte(affiliateCommissions.dueAt, now)))
    .returning({ id: affiliateCommissions.id });
  return rows.length;
}

/**
 * Marks the affiliate's due balance paid, as one payout: every due entry (adjustments included) is
 * settled by it, under the affiliate row's lock so two admins pay once. A balance under `minimum`
 * rolls over: nothing is written and the balance is returned.
 */
export async function savePayout(db: Database, { affiliateId, markedBy, reference, minimum, now }: { affiliateId: string; markedBy: string; reference: string | null; minimum: number; now: Date }) {
  return db.transaction(async (tx) => {
    await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, affiliateId)).for("update");
    const due = await tx
      .select({ id: affiliateCommissions.id, amount: affiliateCommissions.amount, currency: affiliateCommissions.currency })
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.affiliateId, affiliateId), eq(affiliateCommissions.state, "due")))
      .for("update");
    const balance = due.reduce((total, entry) => total + entry.amount, 0);
    if (due.length === 0 || balance < minimum) return { paid: false as const, balance };
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({ affiliateId, amount: balance, currency: due[0]!.currency, entryCount: due.length, reference, markedBy, paidAt: now })
      .returning();
    await tx
      .update(affiliateCommissions)
      .set({ state: "paid", payoutId: payout!.id, paidAt: now, updatedAt: now })
      .where(inArray(affiliateCommissions.id, due.map((entry) => entry.id)));
    return { paid: true as const, balance, payout: payout! };
  });
}
