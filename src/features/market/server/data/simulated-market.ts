import "server-only";
import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { dailyBars, marketSimulatorClock, securities } from "@/server/db/schema";

/** Where the simulated market's clock stands: its trading day and minute, or null before it first ran. */
export async function getSimulatorClock(
  db: Database,
): Promise<{ tradingDay: string; minute: number } | null> {
  const [row] = await db
    .select({ tradingDay: marketSimulatorClock.tradingDay, minute: marketSimulatorClock.minute })
    .from(marketSimulatorClock)
    .limit(1);
  return row ?? null;
}

/**
 * The securities the simulated market moves, whole rows (a day's close rewrites them): those with
 * simulated history and a price, all of them or the `symbols` given.
 */
export async function listSimulatedSecurities(db: Database, symbols?: readonly string[]) {
  return db
    .select()
    .from(securities)
    .where(
      and(
        eq(securities.historySimulated, true),
        gt(securities.lastPrice, 0),
        symbols ? inArray(securities.symbol, [...symbols]) : undefined,
      ),
    );
}

/** Each of `symbols`' last stored close before `day`: where its simulated session of `day` starts. */
export async function getClosesBefore(
  db: Database,
  symbols: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([dailyBars.symbol], { symbol: dailyBars.symbol, close: dailyBars.close })
    .from(dailyBars)
    .where(and(inArray(dailyBars.symbol, [...symbols]), lt(dailyBars.date, day)))
    .orderBy(dailyBars.symbol, desc(dailyBars.date));
  return new Map(rows.map((row) => [row.symbol, row.close]));
}
