import "server-only";
import { and, count, countDistinct, eq, gte, inArray, lt, sql, sum } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { CommissionState } from "@/server/db/enums";
import { affiliateClicks, affiliateCommissions, affiliateReferrals } from "@/server/db/schema";

export type Funnel = { clicks: number; registrations: number; payingCustomers: number };
export type Earnings = Record<CommissionState, number>;

const inRange = (
  column:
    | typeof affiliateClicks.clickedAt
    | typeof affiliateReferrals.boundAt
    | typeof affiliateCommissions.createdAt,
  from: Date,
  to: Date,
) => and(gte(column, from), lt(column, to));

/**
 * Clicks, registrations bound and paying customers (referred customers with a commission on a paid
 * invoice) per affiliate in [from, to): the funnel of the dashboard and of the admin's list.
 */
export async function countFunnels(
  db: Database,
  affiliateIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, Funnel>> {
  const funnels = new Map(
    affiliateIds.map((id) => [id, { clicks: 0, registrations: 0, payingCustomers: 0 }]),
  );
  if (affiliateIds.length === 0) return funnels;
  const [clicks, registrations, paying] = await Promise.all([
    db
      .select({ id: affiliateClicks.affiliateId, n: count() })
      .from(affiliateClicks)
      .where(
        and(
          inArray(affiliateClicks.affiliateId, affiliateIds),
          inRange(affiliateClicks.clickedAt, from, to),
        ),
      )
      .groupBy(affiliateClicks.affiliateId),
    db
      .select({ id: affiliateReferrals.affiliateId, n: count() })
      .from(affiliateReferrals)
      .where(
        and(
          inArray(affiliateReferrals.affiliateId, affiliateIds),
          inRange(affiliateReferrals.boundAt, from, to),
        ),
      )
      .groupBy(affiliateReferrals.affiliateId),
    db
      .select({
        id: affiliateCommissions.affiliateId,
        n: countDistinct(affiliateCommissions.customerNumber),
      })
      .from(affiliateCommissions)
      .where(
        and(
          inArray(affiliateCommissions.affiliateId, affiliateIds),
          eq(affiliateCommissions.kind, "commission"),
          inRange(affiliateCommissions.createdAt, from, to),
        ),
      )
      .groupBy(affiliateCommissions.affiliateId),
  ]);
  for (const row of clicks) funnels.get(row.id)!.clicks = row.n;
  for (const row of registrations) funnels.get(row.id)!.registrations = row.n;
  for (const row of paying) funnels.get(row.id)!.payingCustomers = row.n;
  return funnels;
}

/** Each affiliate's ledger summed by state, in cents, all time: what is pending, due, paid and reversed. */
export async function sumEarnings(
  db: Database,
  affiliateIds: string[],
): Promise<Map<string, Earnings>> {
  const earnings = new Map(
    affiliateIds.map((id): [string, Earnings] => [
      id,
      { pending: 0, due: 0, paid: 0, reversed: 0 },
    ]),
  );
  if (affiliateIds.length === 0) return earnings;
  // A reversed commission's amount is what it would have paid: the sum says how much refunds took back.
  const rows = await db
    .select({
      id: affiliateCommissions.affiliateId,
      state: affiliateCommissions.state,
      total: sql<number>`coalesce(${sum(affiliateCommissions.amount)}, 0)::int`,
    })
    .from(affiliateCommissions)
    .where(inArray(affiliateCommissions.affiliateId, affiliateIds))
    .groupBy(affiliateCommissions.affiliateId, affiliateCommissions.state);
  for (const row of rows) earnings.get(row.id)![row.state] = row.total;
  return earnings;
}
