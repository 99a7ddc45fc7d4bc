import "server-only";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { affiliateCommissions, affiliatePayouts } from "@/server/db/schema";
import { commissionOn } from "../affiliate-terms";
import { lockAffiliateRow } from "./lock-affiliate-row";

type NewCommission = Omit<
  typeof affiliateCommissions.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "payoutId" | "paidAt"
>;

/** The ledger key of an invoice's commission: one per invoice, whatever brings the invoice and how often. */
export const commissionKey = (invoiceId: string) => `invoice:${invoiceId}`;

/** Writes a commission unless its key is already in the ledger. True when written. */
export async function saveCommission(db: Database, entry: NewCommission): Promise<boolean> {
  const rows = await db
    .insert(affiliateCommissions)
    .values(entry)
    .onConflictDoNothing({ target: affiliateCommissions.sourceKey })
    .returning({ id: affiliateCommissions.id });
  return rows.length > 0;
}

export type Settlement = "none" | "unchanged" | "reduced" | "reversed" | "restored" | "adjusted";

/**
 * Brings an invoice's commission to what is owed on the `kept` cents the customer did not get back,
 * at the rate the commission was earned at: down after a refund or a dispute, up again when a
 * dispute is won. Unpaid, it is reduced, or reversed when nothing is owed, or restored (pending
 * until its due date, then due); already paid, the difference becomes an adjustment, due at once,
 * that the next payout takes back or pays. Under the commission's row lock, and computed from what
 * the ledger already holds, so a replay or a second sync writes nothing.
 */
export async function settleCommission(
  db: Database,
  {
    invoiceId,
    kept,
    reason,
    now,
  }: { invoiceId: string; kept: number; reason: string | null; now: Date },
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [commission] = await tx
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.sourceKey, commissionKey(invoiceId)))
      .for("update");
    if (!commission) return "none";
    const owed = commissionOn(kept, commission.rateBps);
    if (
      commission.state === "pending" ||
      commission.state === "due" ||
      commission.state === "reversed"
    ) {
      const standing = commission.state === "reversed" ? 0 : commission.amount;
      if (owed === standing) return "unchanged";
      const state =
        owed <= 0
          ? ("reversed" as const)
          : commission.dueAt <= now
            ? ("due" as const)
            : ("pending" as const);
      // A reversed entry keeps the amount it had, so the dashboard can say what was reversed.
      const change = owed <= 0 ? { state, reason } : { state, amount: owed, reason };
      await tx
        .update(affiliateCommissions)
        .set({ ...change, updatedAt: now })
        .where(eq(affiliateCommissions.id, commission.id));
      return owed <= 0 ? "reversed" : owed < standing ? "reduced" : "restored";
    }
    if (commission.state !== "paid") return "unchanged";
    const adjustments = await tx
      .select({ amount: affiliateCommissions.amount })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.invoiceId, invoiceId),
          eq(affiliateCommissions.kind, "adjustment"),
        ),
      );
    const delta =
      owed - adjustments.reduce((total, entry) => total + entry.amount, commission.amount);
    if (delta === 0) return "unchanged";
    const { affiliateId, customerNumber, planLabel, invoiceAmount, rateBps, currency } = commission;
    // Numbered in order under the lock: a dispute won after a paid commission was taken back makes
    // a second adjustment, paying back the first.
    await tx.insert(affiliateCommissions).values({
      affiliateId,
      sourceKey: `adjustment:${invoiceId}:${adjustments.length + 1}`,
      kind: "adjustment",
      invoiceId,
      customerNumber,
      planLabel,
      invoiceAmount,
      rateBps,
      amount: delta,
      currency,
      state: "due",
      // Only a dispute closed in the merchant's favour raises what is owed: refunds only grow.
      reason: delta > 0 ? `dispute of invoice ${invoiceId} closed; the payment stands` : reason,
      dueAt: now,
    });
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
export async function savePayout(
  db: Database,
  {
    affiliateId,
    markedBy,
    reference,
    minimum,
    now,
  }: {
    affiliateId: string;
    markedBy: string;
    reference: string | null;
    minimum: number;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    await lockAffiliateRow(tx, affiliateId);
    const due = await tx
      .select({
        id: affiliateCommissions.id,
        amount: affiliateCommissions.amount,
        currency: affiliateCommissions.currency,
      })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateId, affiliateId),
          eq(affiliateCommissions.state, "due"),
        ),
      )
      .for("update");
    const balance = due.reduce((total, entry) => total + entry.amount, 0);
    if (due.length === 0 || balance < minimum) return { paid: false as const, balance };
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId,
        amount: balance,
        currency: due[0]!.currency,
        entryCount: due.length,
        reference,
        markedBy,
        paidAt: now,
      })
      .returning();
    await tx
      .update(affiliateCommissions)
      .set({ state: "paid", payoutId: payout!.id, paidAt: now, updatedAt: now })
      .where(
        inArray(
          affiliateCommissions.id,
          due.map((entry) => entry.id),
        ),
      );
    return { paid: true as const, balance, payout: payout! };
  });
}
