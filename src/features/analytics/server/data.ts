import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";

export type DateRange = { from: Date; to: Date };

/** Both drivers answer raw SQL with `{ rows }`; the shared database type cannot say so. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What /admin/analytics shows for a date range, each part one indexed query. */
export async function getAnalyticsDashboard(db: Database, { from, to }: DateRange) {
  const [perDay, topEvents, signupFlows, attribution, affiliateFunnel, webVitals] = await Promise.all([
    rows<{ day: string; family: string; count: number }>(
      db,
      sql`select to_char(date_trunc('day', occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as day, family, count(*)::int as count
          from analytics_event where occurred_at >= ${from} and occurred_at < ${to}
          group by 1, 2 order by 1, 2`,
    ),
    rows<{ event: string; count: number }>(
      db,
      sql`select event, count(*)::int as count from analytics_event
          where occurred_at >= ${from} and occurred_at < ${to} group by event order by count desc, event limit 10`,
    ),
    rows<{ signup_flow: string; count: number }>(
      db,
      sql`select coalesce(signup_flow, 'unknown') as signup_flow, count(*)::int as count from users
          where type <> 'guest' and created_at >= ${from} and created_at < ${to} group by 1 order by count desc`,
    ),
    rows<{ source: string; campaign: string; count: number }>(
      db,
      sql`select coalesce(utm_source, '(none)') as source, coalesce(utm_campaign, '(none)') as campaign, count(*)::int as count from users
          where type <> 'guest' and created_at >= ${from} and created_at < ${to} group by 1, 2 order by count desc limit 20`,
    ),
    rows<{ affiliate_id: string; landings: number; registrations: number }>(
      db,
      sql`with landings as (
            select properties->>'affiliate_id' as affiliate_id, count(distinct coalesce(session_id, distinct_id))::int as landings
            from analytics_event where event = 'affiliate_landing' and occurred_at >= ${from} and occurred_at < ${to} group by 1
          ), registrations as (
            select affiliate_id, count(*)::int as registrations from users
            where affiliate_id is not null and type <> 'guest' and created_at >= ${from} and created_at < ${to} group by 1
          )
          select coalesce(l.affiliate_id, r.affiliate_id) as affiliate_id, coalesce(l.landings, 0) as landings, coalesce(r.registrations, 0) as registrations
          from landings l full outer join registrations r on r.affiliate_id = l.affiliate_id
          order by landings desc, registrations desc limit 20`,
    ),
    rows<{ page: string; metric: string; p50: number; p75: number; samples: number }>(
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
  return { perDay, topEvents, signupFlows, attribution, affiliateFunnel, webVitals };
}

export type AnalyticsDashboard = Awaited<ReturnType<typeof getAnalyticsDashboard>>;
