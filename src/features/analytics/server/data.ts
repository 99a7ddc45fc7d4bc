import "server-only";
import { lte, sql } from "drizzle-orm";
import {
  countRegisteredUsers,
  countSignups,
  selectUsersRegisteredIn,
} from "@/features/auth/server";
import { summarisePayingSubscriptions } from "@/features/billing/server";
import type { Database } from "@/server/db/create-database";
import { analyticsForwards } from "@/server/db/schema";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { rollUpSignups } from "./roll-up-signups";

export type DateRange = { from: Date; to: Date };

/**
 * The dashboard's headline numbers, as docs/product.md#analytics defines them: registered users,
 * paying subscribers and monthly recurring revenue now; for the range, the registrations, the
 * distinct browsers that viewed a page, the registered cohort's paying members, and the two rates
 * (null when there is nothing to divide by). Users and subscriptions are read through their owners.
 */
async function getHeadline(db: Database, range: DateRange) {
  const [registered, paying, cohort, visits] = await Promise.all([
    countRegisteredUsers(db, range),
    summarisePayingSubscriptions(db),
    summarisePayingSubscriptions(db, selectUsersRegisteredIn(db, range)),
    selectRawRows<{ visitors: number }>(
      db,
      sql`select count(distinct distinct_id)::int as visitors from analytics_event
          where event = '$pageview' and occurred_at >= ${range.from} and occurred_at < ${range.to}`,
    ),
  ]);
  const visitors = visits[0]?.visitors ?? 0;
  return {
    registeredUsers: registered.total,
    payingSubscribers: paying.subscribers,
    monthlyRecurringCents: paying.monthlyRecurringCents,
    visitors,
    registrations: registered.inRange,
    paidRegistrations: cohort.subscribers,
    visitorToRegistration: visitors > 0 ? registered.inRange / visitors : null,
    registrationToPaid: registered.inRange > 0 ? cohort.subscribers / registered.inRange : null,
  };
}

/**
 * What /admin/analytics shows for a date range, each part one query: the events' own, and the
 * registrations counted by auth, which owns `users` (rolled up in roll-up-signups.ts).
 */
export async function getAnalyticsDashboard(db: Database, { from, to }: DateRange) {
  const [headline, perDay, topEvents, signups, landings, webVitals] = await Promise.all([
    getHeadline(db, { from, to }),
    selectRawRows<{ day: string; family: string; count: number }>(
      db,
      sql`select to_char(date_trunc('day', occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as day, family, count(*)::int as count
          from analytics_event where occurred_at >= ${from} and occurred_at < ${to}
          group by 1, 2 order by 1, 2`,
    ),
    selectRawRows<{ event: string; count: number }>(
      db,
      sql`select event, count(*)::int as count from analytics_event
          where occurred_at >= ${from} and occurred_at < ${to} group by event order by count desc, event limit 10`,
    ),
    countSignups(db, { from, to }),
    selectRawRows<{ affiliate_id: string; landings: number }>(
      db,
      sql`select properties->>'affiliate_id' as affiliate_id, count(distinct coalesce(session_id, distinct_id))::int as landings
          from analytics_event where event = 'affiliate_landing' and occurred_at >= ${from} and occurred_at < ${to} group by 1`,
    ),
    selectRawRows<{ page: string; metric: string; p50: number; p75: number; samples: number }>(
      db,
      sql`select coalesce(page_path, '(unknown)') as page, properties->>'metric_name' as metric,
            percentile_cont(0.5) within group (order by (properties->>'metric_value')::float8) as p50,
            percentile_cont(0.75) within group (order by (properties->>'metric_value')::float8) as p75,
            count(*)::int as samples
          from analytics_event
          where family = 'performance' and occurred_at >= ${from} and occurred_at < ${to} and jsonb_typeof(properties->'metric_value') = 'number'
          group by 1, 2 order by 1, 2`,
    ),
  ]);
  return { headline, perDay, topEvents, ...rollUpSignups(signups, landings), webVitals };
}

export type AnalyticsDashboard = Awaited<ReturnType<typeof getAnalyticsDashboard>>;

/** Kept capture batches due to be sent again, the longest-waiting first. */
export async function selectDueForwards(db: Database, limit: number) {
  return db
    .select()
    .from(analyticsForwards)
    .where(lte(analyticsForwards.nextAttemptAt, sql`now()`))
    .orderBy(analyticsForwards.nextAttemptAt)
    .limit(limit);
}
