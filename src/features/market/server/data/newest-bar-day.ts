import "server-only";
import { and, desc, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { dailyBars } from "@/server/db/schema";
import { tradingDaysEndingOn } from "../../market-session";

/** How many sessions back the newest bar is looked for: past a refresh or two missed. */
const LOOK_BACK_SESSIONS = 10;

/**
 * The newest day up to `through` on which any of `symbols` has a stored bar, and how many have
 * one then, or null: what the market average's cache is keyed on (docs/product.md#stock-page-chart),
 * so a day's close, written 250 symbols at a time, is taken once it is all in.
 */
export async function getNewestBarDay(
  db: Database,
  symbols: readonly string[],
  through: string,
): Promise<{ date: string; count: number } | null> {
  if (symbols.length === 0) return null;
  const [row] = await db
    .select({ date: dailyBars.date, count: sql<number>`count(*)`.mapWith(Number) })
    .from(dailyBars)
    .where(
      and(
        inArray(dailyBars.symbol, [...symbols]),
        lte(dailyBars.date, through),
        gte(dailyBars.date, tradingDaysEndingOn(through, LOOK_BACK_SESSIONS)[0]!),
      ),
    )
    .groupBy(dailyBars.date)
    .orderBy(desc(dailyBars.date))
    .limit(1);
  return row ?? null;
}
