import "server-only";
import { count, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { AffiliateStatus } from "@/server/db/enums";
import { affiliateCommissions, affiliateReferralRefusals, affiliates } from "@/server/db/schema";

/** At most this many affiliates in one answer of the admin's list. */
const AFFILIATE_LIST_LIMIT = 200;

/**
 * Affiliates for /admin/affiliates, applications first, then the newest; `status` narrows to one, or
 * to everyone past the application. One row more than the limit is read, to say the list goes on.
 */
export async function listAffiliates(db: Database, status: AffiliateStatus | "decided" | null) {
  const rows = await db
    .select()
    .from(affiliates)
    .where(
      status === "decided"
        ? ne(affiliates.status, "applied")
        : status
          ? eq(affiliates.status, status)
          : undefined,
    )
    .orderBy(sql`${affiliates.status} = 'applied' desc`, desc(affiliates.appliedAt))
    .limit(AFFILIATE_LIST_LIMIT + 1);
  return { rows: rows.slice(0, AFFILIATE_LIST_LIMIT), more: rows.length > AFFILIATE_LIST_LIMIT };
}

/** Applications waiting for a decision: the count on the admin's tab. */
export async function countApplications(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(affiliates)
    .where(eq(affiliates.status, "applied"));
  return row?.n ?? 0;
}

/** Refused attributions, newest first, with the code they carried and why, for admins. */
export async function listRefusals(db: Database, beforeId: number | null, limit: number) {
  const r = affiliateReferralRefusals;
  const rows = await db
    .select({
      id: r.id,
      userId: r.userId,
      code: r.code,
      reason: r.reason,
      detail: r.detail,
      refusedAt: r.refusedAt,
      affiliateName: affiliates.name,
    })
    .from(r)
    .leftJoin(affiliates, eq(affiliates.id, r.affiliateId))
    .where(beforeId ? lt(r.id, beforeId) : undefined)
    .orderBy(desc(r.id))
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit),
    nextBeforeId: rows.length > limit ? (rows[limit - 1]?.id ?? null) : null,
  };
}

/**
 * Each affiliate's due balance (due commissions less due adjustments), in cents, with what a payout
 * needs: the payout email. Only affiliates with something due; whether it reaches the minimum is
 * the caller's to say.
 */
export async function listDueBalances(db: Database) {
  const c = affiliateCommissions;
  return db
    .select({
      affiliateId: affiliates.id,
      name: affiliates.name,
      code: affiliates.code,
      payoutEmail: affiliates.payoutEmail,
      status: affiliates.status,
      balance: sql<number>`sum(${c.amount})::int`,
      currency: sql<string>`min(${c.currency})`,
      entries: count(),
      oldestDueAt: sql<Date>`min(${c.dueAt})`.mapWith(c.dueAt),
    })
    .from(c)
    .innerJoin(affiliates, eq(affiliates.id, c.affiliateId))
    .where(eq(c.state, "due"))
    .groupBy(affiliates.id)
    .orderBy(sql`sum(${c.amount}) desc`);
}
