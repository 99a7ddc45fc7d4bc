import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { dailyBars, marketRefreshes, securities } from "@/server/db/schema";
import { chartRanges } from "../../chart-ranges";
import type { DailyBar } from "../../simulate-daily-bars";
import { simulateDailyCloses } from "../../simulate-daily-closes";
import type { CompanyProfile } from "../market-data-provider";
import { MARKET_CHANGED_CHANNEL } from "../quotes/quote-channel";
import { upsertDailyBars } from "./upsert-daily-bars";

export {
  finishSimulatedClose,
  type SimulatorClock,
  saveSimulatorClock,
  storeSimulatedDay,
} from "./simulated-market";
export { upsertDailyBars } from "./upsert-daily-bars";
export { type SecurityRow, upsertSecurities } from "./upsert-securities";

/**
 * Gives each priced security with simulated history and no stored month (a database from before
 * migration 0018, which could fill only the stored histories) the month its refresh would have
 * stored: the simulation's last 21 closes, the same walk as its chart. Nothing to do afterwards.
 */
export async function fillSimulatedMonthCloses(db: Database): Promise<number> {
  const missing = await db
    .select({
      symbol: securities.symbol,
      lastPrice: securities.lastPrice,
      changePct: securities.changePct,
      marketCap: securities.marketCap,
    })
    .from(securities)
    .where(
      and(
        eq(securities.historySimulated, true),
        isNull(securities.monthCloses),
        gt(securities.lastPrice, 0),
      ),
    );
  // One transaction: one commit, not one per symbol.
  await db.transaction(async (tx) => {
    for (const security of missing) {
      const { lastPrice } = security;
      if (lastPrice === null) continue;
      const month = simulateDailyCloses({ ...security, lastPrice }, chartRanges["1M"]);
      await tx
        .update(securities)
        .set({ monthCloses: month.join(",") })
        .where(eq(securities.symbol, security.symbol));
    }
  });
  return missing.length;
}

/** Stores a symbol's company profile as fetched at `fetchedAt`; a profile the provider does not have is stored empty, so it waits its turn again. */
export async function storeCompanyProfile(
  db: Database,
  symbol: string,
  profile: CompanyProfile,
  fetchedAt: Date,
): Promise<void> {
  await db
    .update(securities)
    .set({
      beta: profile.beta,
      website: profile.website,
      description: profile.description,
      fundamentalsAsOf: fetchedAt,
    })
    .where(eq(securities.symbol, symbol));
}

/** Replaces a symbol's whole stored history, in one transaction (after a split restated it). */
export async function replaceDailyBars(
  db: Database,
  symbol: string,
  bars: DailyBar[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dailyBars).where(eq(dailyBars.symbol, symbol));
    await upsertDailyBars(tx, symbol, bars);
  });
}

/** A running refresh with no progress for this long is taken as dead (its node stopped). */
const ABANDONED_AFTER = "15 minutes";

/**
 * Records the start of a refresh, or returns null when another one is running on any node: the
 * partial unique index on "running" decides, not a check-then-insert.
 */
export async function startMarketRefresh(db: Database, provider: string): Promise<number | null> {
  await db
    .update(marketRefreshes)
    .set({
      status: "failed",
      error: "Abandoned: no progress for 15 minutes.",
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(marketRefreshes.status, "running"),
        lt(marketRefreshes.updatedAt, sql`now() - ${ABANDONED_AFTER}::interval`),
      ),
    );
  try {
    const [row] = await db
      .insert(marketRefreshes)
      .values({ provider, status: "running" })
      .returning({ id: marketRefreshes.id });
    return row?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Fresh planner statistics for `security` after a refresh rewrote it: PGlite runs no autovacuum,
 * so without this its planner guesses row counts and can pick a scan over the search and screen
 * indexes (docs/architecture.md#run-modes). On PostgreSQL it only comes a little before autovacuum.
 */
export async function analyzeSecurities(db: Database): Promise<void> {
  await db.execute(sql`analyze ${securities}`);
}

export async function recordMarketRefreshProgress(
  db: Database,
  id: number,
  phase: "quotes" | "history",
  done: number,
  total: number,
): Promise<void> {
  await db
    .update(marketRefreshes)
    .set({ phase, done, total, updatedAt: sql`now()` })
    .where(eq(marketRefreshes.id, id));
}

export async function finishMarketRefresh(
  db: Database,
  id: number,
  error: string | null,
): Promise<void> {
  await db
    .update(marketRefreshes)
    .set({
      status: error === null ? "succeeded" : "failed",
      error,
      updatedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(eq(marketRefreshes.id, id));
  // Every node's cached pages show the refreshed data from their next request (docs/scaling.md#cached-pages).
  if (error === null) await db.execute(sql`select pg_notify(${MARKET_CHANGED_CHANNEL}, '')`);
}
