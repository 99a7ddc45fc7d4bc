import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { DailyChange } from "../../average-daily-changes";
import { tradingDaysBetween } from "../../market-session";

/**
 * Sessions read a statement: about 32,000 bars of 500 constituents, a fraction of a second on
 * PGlite, whose one connection other requests wait on meanwhile (bench/market-average.ts).
 */
const CHUNK_SESSIONS = 63;

/**
 * The market average's daily changes over stored bars (docs/product.md#stock-page-chart) for the
 * days after `after` up to `through`, as averageDailyChanges sums them (average-daily-changes.ts,
 * the rule and its tests), here in SQL: each constituent's bar with the one before it, summed per
 * day, only the days coming back. A quarter a statement, yielding between them, so a server on
 * PGlite keeps answering while five years (630,000 bars) are read.
 */
export async function getStoredAverageChanges(
  db: Database,
  constituents: readonly { symbol: string; shares: number }[],
  after: string,
  through: string,
): Promise<DailyChange[]> {
  if (constituents.length === 0 || through <= after) return [];
  const input = JSON.stringify(constituents);
  const days = tradingDaysBetween(after, through);
  const changes: DailyChange[] = [];
  for (let start = 0; start < days.length - 1; start += CHUNK_SESSIONS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const from = days[start]!;
    const to = days[Math.min(start + CHUNK_SESSIONS, days.length - 1)]!;
    const rows = await selectRawRows<DailyChange>(
      db,
      sql`with constituent as (
          select * from json_to_recordset(${input}::json) as input(symbol text, shares float8)
        ), moved as (
          select bar.date, constituent.shares, bar.close,
            lag(bar.close) over (partition by constituent.symbol order by bar.date) as before
          from constituent cross join lateral (
            select date, close from daily_bar
            where daily_bar.symbol = constituent.symbol and date between ${from} and ${to}
          ) bar
        )
        select date::text as date,
          (sum(shares * (close - before)) filter (where before > 0)
            / nullif(sum(shares * before) filter (where before > 0), 0))::float8 as change
        from moved where date > ${from} group by date order by date`,
    );
    changes.push(...rows);
  }
  return changes;
}
