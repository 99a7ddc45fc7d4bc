import "server-only";
import { and, asc, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";

export async function countSecurities(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(securities);
  return Number(row?.count ?? 0);
}

/** One security by its canonical symbol, or null. */
export async function getSecurity(db: Database, symbol: string) {
  const [row] = await db.select().from(securities).where(eq(securities.symbol, symbol)).limit(1);
  return row ?? null;
}

/** The landing page's movers: top gainers, losers and most active common stocks (price ≥ $1). */
export async function getMarketMovers(db: Database, limit = 6) {
  const columns = { symbol: securities.symbol, name: securities.name, price: securities.lastPrice, changePct: securities.changePct, volume: securities.volume };
  const liquid = and(eq(securities.securityType, "common"), gte(securities.lastPrice, 1), gte(securities.volume, 100_000), isNotNull(securities.changePct));
  const [gainers, losers, active] = await Promise.all([
    db.select(columns).from(securities).where(liquid).orderBy(desc(securities.changePct)).limit(limit),
    db.select(columns).from(securities).where(liquid).orderBy(asc(securities.changePct)).limit(limit),
    db.select(columns).from(securities).where(and(eq(securities.securityType, "common"), gte(securities.lastPrice, 1), isNotNull(securities.volume))).orderBy(desc(securities.volume)).limit(limit),
  ]);
  return { gainers, losers, active };
}
