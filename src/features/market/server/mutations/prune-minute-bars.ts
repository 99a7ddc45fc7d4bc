import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { newYorkInstant, tradingDaysEndingOn } from "../../market-session";
import { MINUTE_BAR_SESSIONS } from "../../minute-bar";

/**
 * Deletes the minute bars older than the five trading days ending on `day` (the day last closed);
 * what a day in progress after it has written stays. Returns how many went.
 */
export async function pruneMinuteBars(db: Database, day: string): Promise<number> {
  const [first] = tradingDaysEndingOn(day, MINUTE_BAR_SESSIONS);
  const keepFrom = newYorkInstant(first!, 0).toISOString();
  const [row] = await selectRawRows<{ removed: number }>(
    db,
    sql`with gone as (delete from minute_bar where start < ${keepFrom}::timestamptz returning 1)
    select count(*)::int as removed from gone`,
  );
  return row?.removed ?? 0;
}
