import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lte,
  sql,
} from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/create-database";
import { dailyBars, marketRefreshes, marketSimulatorClock, securities } from "@/server/db/schema";
import type { Security } from "../../parse-listing-row";
import type { DailyBar } from "../../simulate-daily-bars";
import { currentlyQuoted } from "./currently-quoted";

/**
 * The `security` table as other features select from it (the screener's one-query screens,
 * docs/product.md#screener): every column, and `listed`, the rule above. A plain projection (no
 * grouping, window or limit), so PostgreSQL pulls it up into the caller's query and the indexes
 * on `security` still serve the caller's filters and sorts.
 */
export const securityListing = new QueryBuilder()
  .select({
    ...getTableColumns(securities),
    listed: sql<boolean>`${currentlyQuoted()}`.as("listed"),
  })
  .from(securities)
  .as("listing");

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
  const columns = {
    symbol: securities.symbol,
    name: securities.name,
    price: securities.lastPrice,
    changePct: securities.changePct,
    volume: securities.volume,
  };
  const listed = and(
    eq(securities.securityType, "common"),
    gte(securities.lastPrice, 1),
    currentlyQuoted(),
  );
  const liquid = and(listed, gte(securities.volume, 100_000), isNotNull(securities.changePct));
  const [gainers, losers, active] = await Promise.all([
    db
      .select(columns)
      .from(securities)
      .where(liquid)
      .orderBy(desc(securities.changePct))
      .limit(limit),
    db
      .select(columns)
      .from(securities)
      .where(liquid)
      .orderBy(asc(securities.changePct))
      .limit(limit),
    db
      .select(columns)
      .from(securities)
      .where(and(listed, isNotNull(securities.volume)))
      .orderBy(desc(securities.volume))
      .limit(limit),
  ]);
  return { gainers, losers, active };
}

/**
 * The landing page's market summary (docs/product.md#screens), over listed common stocks with a
 * change: how many rose, fell and did not move; and per sector, how many and their change weighted
 * by market cap (a sector's big companies move it as they move its index), best first. Stocks
 * without a market cap count in the breadth but not in a sector's weighted change.
 */
export async function getMarketBreadth(db: Database) {
  const quoted = and(
    eq(securities.securityType, "common"),
    isNotNull(securities.changePct),
    currentlyQuoted(),
  );
  const weighted = and(isNotNull(securities.marketCap), sql`${securities.marketCap} > 0`);
  const weightedChange = sql<number>`sum(${securities.changePct} * ${securities.marketCap})::float8 / sum(${securities.marketCap})::float8`;
  const [[counts], sectors] = await Promise.all([
    db
      .select({
        advancers: sql<number>`count(*) filter (where ${securities.changePct} > 0)`.mapWith(Number),
        decliners: sql<number>`count(*) filter (where ${securities.changePct} < 0)`.mapWith(Number),
        unchanged: sql<number>`count(*) filter (where ${securities.changePct} = 0)`.mapWith(Number),
      })
      .from(securities)
      .where(quoted),
    db
      .select({
        sector: sql<string>`${securities.sector}`,
        stocks: sql<number>`count(*)`.mapWith(Number),
        changePct: weightedChange.mapWith(Number),
      })
      .from(securities)
      .where(and(quoted, weighted, isNotNull(securities.sector)))
      .groupBy(securities.sector)
      .orderBy(desc(weightedChange), asc(securities.sector)),
  ]);
  return {
    advancers: counts?.advancers ?? 0,
    decliners: counts?.decliners ?? 0,
    unchanged: counts?.unchanged ?? 0,
    sectors,
  };
}

/** Every stored security's identity and last quote: the universe a live provider re-quotes. */
export async function listKnownSecurities(db: Database): Promise<Security[]> {
  const {
    symbol,
    name,
    securityType,
    exchange,
    sector,
    industry,
    country,
    ipoYear,
    marketCap,
    lastPrice,
    change,
    changePct,
    volume,
  } = securities;
  const {
    open,
    previousClose,
    dayLow,
    dayHigh,
    sharesOutstanding,
    peRatio,
    forwardPe,
    eps,
    dividendYield,
    nextEarningsDate,
    nextEarningsConfirmed,
  } = securities;
  return db
    .select({
      symbol,
      name,
      securityType,
      exchange,
      sector,
      industry,
      country,
      ipoYear,
      marketCap,
      lastPrice,
      change,
      changePct,
      volume,
      open,
      previousClose,
      dayLow,
      dayHigh,
      sharesOutstanding,
      peRatio,
      forwardPe,
      eps,
      dividendYield,
      nextEarningsDate,
      nextEarningsConfirmed,
    })
    .from(securities)
    .orderBy(asc(symbol));
}

/**
 * Live symbols whose company profile (beta, description, website) was never fetched or is older
 * than `maxAgeDays`: never-fetched first, then the oldest. A refresh asks the provider for the
 * first `limit` of them (docs/product.md#market-data).
 */
export async function listStaleProfiles(
  db: Database,
  source: string,
  limit: number,
  maxAgeDays: number,
): Promise<string[]> {
  const { symbol, fundamentalsAsOf } = securities;
  const rows = await db
    .select({ symbol })
    .from(securities)
    .where(
      and(
        eq(securities.source, source),
        currentlyQuoted(),
        sql`(${fundamentalsAsOf} is null or ${fundamentalsAsOf} < now() - make_interval(days => ${maxAgeDays}))`,
      ),
    )
    .orderBy(sql`${fundamentalsAsOf} asc nulls first`, asc(symbol))
    .limit(limit);
  return rows.map((row) => row.symbol);
}

export type LatestBar = { date: string; close: number };

/** Each symbol's latest stored daily bar: where its history ends, and the close to check restatements against. */
export async function getLatestBars(db: Database): Promise<Map<string, LatestBar>> {
  const rows = await db
    .selectDistinctOn([dailyBars.symbol], {
      symbol: dailyBars.symbol,
      date: dailyBars.date,
      close: dailyBars.close,
    })
    .from(dailyBars)
    .orderBy(dailyBars.symbol, desc(dailyBars.date));
  return new Map(rows.map(({ symbol, ...bar }) => [symbol, bar]));
}

/** The last `sessions` stored daily bars of each symbol, oldest first, in one query. */
export async function getRecentDailyBars(
  db: Database,
  symbols: string[],
  sessions: number,
): Promise<Map<string, DailyBar[]>> {
  const bySymbol = new Map<string, DailyBar[]>(symbols.map((symbol) => [symbol, []]));
  if (symbols.length === 0) return bySymbol;
  const ranked = db
    .select({
      ...getTableColumns(dailyBars),
      rank: sql<number>`row_number() over (partition by ${dailyBars.symbol} order by ${dailyBars.date} desc)`.as(
        "rank",
      ),
    })
    .from(dailyBars)
    .where(inArray(dailyBars.symbol, symbols))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, sessions))
    .orderBy(ranked.symbol, ranked.date);
  for (const { symbol, rank: _rank, ...bar } of rows) bySymbol.get(symbol)?.push(bar);
  return bySymbol;
}

/** The newest market-data refresh (running or ended), or null before the first. */
export async function getLatestMarketRefresh(db: Database) {
  const [row] = await db
    .select()
    .from(marketRefreshes)
    .orderBy(desc(marketRefreshes.startedAt), desc(marketRefreshes.id))
    .limit(1);
  return row ?? null;
}

/**
 * What the data on screen is: how many symbols a live provider currently quotes, of how many, and
 * how fresh; and the simulated market's trading day once it has run (null before).
 */
export async function getMarketDataSummary(db: Database) {
  const [summary] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${securities.source} <> 'snapshot' and ${currentlyQuoted()})`.mapWith(
        Number,
      ),
      asOf: sql<Date | null>`max(${securities.asOf})`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
      // The provider of the newest live quote: the one quoting now, after a switch of providers too.
      source: sql<
        string | null
      >`(array_agg(${securities.source} order by ${securities.asOf} desc) filter (where ${securities.source} <> 'snapshot'))[1]`,
      simulatedDay: sql<
        string | null
      >`(select ${marketSimulatorClock.tradingDay}::text from ${marketSimulatorClock} limit 1)`,
    })
    .from(securities);
  return {
    total: summary?.total ?? 0,
    live: summary?.live ?? 0,
    asOf: summary?.asOf ?? null,
    source: summary?.source ?? null,
    simulatedDay: summary?.simulatedDay ?? null,
  };
}
export { type SecurityMatch, searchSecurities } from "./search";
export { getClosesBefore, getSimulatorClock, listSimulatedSecurities } from "./simulated-market";
