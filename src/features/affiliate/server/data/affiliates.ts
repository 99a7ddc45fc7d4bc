import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/create-database";
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateReferrals,
  affiliates,
} from "@/server/db/schema";

export type Affiliate = typeof affiliates.$inferSelect;

export async function findAffiliate(db: Database, affiliateId: string): Promise<Affiliate | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, affiliateId)).limit(1);
  return row ?? null;
}

/** The user's affiliate profile, whatever its status; null when they never applied. */
export async function findAffiliateOfUser(db: Database, userId: string): Promise<Affiliate | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
  return row ?? null;
}

/** The affiliate whose links carry `code`, whatever its status (the caller decides what an inactive one means). */
export async function findAffiliateByCode(db: Database, code: string): Promise<Affiliate | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.code, code)).limit(1);
  return row ?? null;
}

/** A recorded click by its id, for the affiliate it was recorded for. */
export async function findClick(db: Database, clickId: string, affiliateId: string) {
  const [row] = await db
    .select({ id: affiliateClicks.id, clickedAt: affiliateClicks.clickedAt })
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.id, clickId), eq(affiliateClicks.affiliateId, affiliateId)))
    .limit(1);
  return row ?? null;
}

/** The latest click the same visitor (fingerprint) made on the affiliate's links: the proof when the click's cookie was lost. */
export async function findVisitorClick(db: Database, affiliateId: string, visitorHash: string) {
  const [row] = await db
    .select({ id: affiliateClicks.id, clickedAt: affiliateClicks.clickedAt })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, affiliateId),
        eq(affiliateClicks.visitorHash, visitorHash),
      ),
    )
    .orderBy(desc(affiliateClicks.clickedAt))
    .limit(1);
  return row ?? null;
}

/** The user's binding to an affiliate, with the affiliate's terms; null when the user was not referred. */
export async function findReferral(db: Database, userId: string) {
  const [row] = await db
    .select({
      affiliateId: affiliateReferrals.affiliateId,
      affiliateUserId: affiliates.userId,
      code: affiliates.code,
      customerNumber: affiliateReferrals.customerNumber,
      boundAt: affiliateReferrals.boundAt,
      commissionRateBps: affiliates.commissionRateBps,
    })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Every referred user's id, as a subquery: whose invoices the commission sweep reconciles (billing's listInvoiceIdsOf). */
export const referredUserIds = new QueryBuilder()
  .select({ userId: affiliateReferrals.userId })
  .from(affiliateReferrals);

/**
 * The invoices whose commission stands at its full amount, never reversed, reduced or adjusted, as
 * a subquery: for an invoice that also stands whole the sweep has nothing to do (billing's
 * listInvoiceIdsOf). The full amount is commissionOn's rounding of the invoice at its rate.
 */
export const fullCommissionInvoiceIds = new QueryBuilder()
  .select({ invoiceId: affiliateCommissions.invoiceId })
  .from(affiliateCommissions)
  .where(
    and(
      eq(affiliateCommissions.kind, "commission"),
      ne(affiliateCommissions.state, "reversed"),
      sql`${affiliateCommissions.amount} = round(${affiliateCommissions.invoiceAmount} * ${affiliateCommissions.rateBps} / 10000.0)`,
      sql`not exists (select 1 from ${affiliateCommissions} as adjustment where adjustment.invoice_id = ${affiliateCommissions.invoiceId} and adjustment.kind = 'adjustment')`,
    ),
  );
