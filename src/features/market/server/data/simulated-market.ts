import "server-only";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { marketSimulatorClock, securities } from "@/server/db/schema";

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
