import "server-only";
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/create-database";
import { dailyBars, marketRefreshes, securities } from "@/server/db/schema";
import { normalizeSymbol } from "../normalize-symbol";
import type { Security } from "../parse-listing-row";
import type { DailyBar } from "../simulate-daily-bars";

/** How far behind the newest quote a symbol may be and still count as listed (docs/product.md#market-data). */
const QUOTE_STALE_AFTER_DAYS = 7;

/**
 * The market's "listed" rule as a condition on `security`, for its own reads and the screener's
 * (as `securityListing.listed`): a row whose quote is a week older than the newest one (a symbol
 * the live provider stopped answering, i.e. delisted, or one still on the 2021 snapshot after live
 * data arrived) drops out. With one source and one date (the snapshot) every row passes.
 * `security_as_of_idx` makes the newest quote one index lookup.
 */
function currentlyQuoted(): SQL {
  // `as_of + 7 days >= newest`, not `as_of >= newest - 7 days`: PostgreSQL cannot know the newest
  // when planning, guesses a third of the rows pass, and walked as_of's index over the whole table
  // (21 ms instead of 12 for a sector screen at 10×). The expression keeps that index for max() only.
  return sql`${securities.asOf} + make_interval(days => ${QUOTE_STALE_AFTER_DAYS}) >= (select max(${securities.asOf}) from ${securities})`;
}

/**
 * The `security` table as other features select from it (the screener's one-query screens,
 * docs/product.md#screener): every column, and `listed`, the rule above. A plain projection (no
 * grouping, window or limit), so PostgreSQL pulls it up into the caller's query and the indexes
 * on `security` still serve the caller's filters and sorts.
 */
export const securityListing = new QueryBuilder()
  .select({ ...getTableColumns(securities), listed: sql<boolean>`${currentlyQuoted()}`.as("listed") })
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
  const columns = { symbol: securities.symbol, name: securities.name, price: securities.lastPrice, changePct: securities.changePct, volume: securities.volume };
  const listed = and(eq(securities.securityType, "common"), gte(securities.lastPrice, 1), currentlyQuoted());
  const liquid = and(listed, gte(securities.volume, 100_000), isNotNull(securities.changePct));
  const [gainers, losers, active] = await Promise.all([
    db.select(columns).from(securities).where(liquid).orderBy(desc(securities.changePct)).limit(limit),
    db.select(columns).from(securities).where(liquid).orderBy(asc(securities.changePct)).limit(limit),
    db.select(columns).from(securities).where(and(listed, isNotNull(securities.volume))).orderBy(desc(securities.volume)).limit(limit),
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
  const quoted = and(eq(securities.securityType, "common"), isNotNull(securities.changePct), currentlyQuoted());
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
  return { advancers: counts?.advancers ?? 0, decliners: counts?.decliners ?? 0, unchanged: counts?.unchanged ?? 0, sectors };
}

/** Every stored security's identity and last quote: the universe a live provider re-quotes. */
export async function listKnownSecurities(db: Database): Promise<Security[]> {
  const { symbol, name, securityType, exchange, sector, industry, country, ipoYear, marketCap, lastPrice, change, changePct, volume } = securities;
  const { open, previousClose, dayLow, dayHigh, sharesOutstanding, peRatio, forwardPe, eps, dividendYield } = securities;
  return db
    .select({ symbol, name, securityType, exchange, sector, industry, country, ipoYear, marketCap, lastPrice, change, changePct, volume, open, previousClose, dayLow, dayHigh, sharesOutstanding, peRatio, forwardPe, eps, dividendYield })
    .from(securities)
    .orderBy(asc(symbol));
}

/**
 * Live symbols whose company profile (beta, description, website) was never fetched or is older
 * than `maxAgeDays`: never-fetched first, then the oldest. A refresh asks the provider for the
 * first `limit` of them (docs/product.md#market-data).
 */
export async function listStaleProfiles(db: Database, source: string, limit: number, maxAgeDays: number): Promise<string[]> {
  const { symbol, fundamentalsAsOf } = securities;
  const rows = await db
    .select({ symbol })
    .from(securities)
    .where(and(eq(securities.source, source), currentlyQuoted(), sql`(${fundamentalsAsOf} is null or ${fundamentalsAsOf} < now() - make_interval(days => ${maxAgeDays}))`))
    .orderBy(sql`${fundamentalsAsOf} asc nulls first`, asc(symbol))
    .limit(limit);
  return rows.map((row) => row.symbol);
}

export type LatestBar = { date: string; close: number };

/** Each symbol's latest stored daily bar: where its history ends, and the close to check restatements against. */
export async function getLatestBars(db: Database): Promise<Map<string, LatestBar>> {
  const rows = await db
    .selectDistinctOn([dailyBars.symbol], { symbol: dailyBars.symbol, date: dailyBars.date, close: dailyBars.close })
    .from(dailyBars)
    .orderBy(dailyBars.symbol, desc(dailyBars.date));
  return new Map(rows.map(({ symbol, ...bar }) => [symbol, bar]));
}

/** The last `sessions` stored daily bars of each symbol, oldest first, in one query. */
export async function getRecentDailyBars(db: Database, symbols: string[], sessions: number): Promise<Map<string, DailyBar[]>> {
  const bySymbol = new Map<string, DailyBar[]>(symbols.map((symbol) => [symbol, []]));
  if (symbols.length === 0) return bySymbol;
  const ranked = db
    .select({ ...getTableColumns(dailyBars), rank: sql<number>`row_number() over (partition by ${dailyBars.symbol} order by ${dailyBars.date} desc)`.as("rank") })
    .from(dailyBars)
    .where(inArray(dailyBars.symbol, symbols))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, sessions)).orderBy(ranked.symbol, ranked.date);
  for (const { symbol, rank: _rank, ...bar } of rows) bySymbol.get(symbol)?.push(bar);
  return bySymbol;
}

/** The newest market-data refresh (running or ended), or null before the first. */
export async function getLatestMarketRefresh(db: Database) {
  const [row] = await db.select().from(marketRefreshes).orderBy(desc(marketRefreshes.startedAt), desc(marketRefreshes.id)).limit(1);
  return row ?? null;
}

/** What the data on screen is: how many symbols a live provider currently quotes, of how many, and how fresh. */
export async function getMarketDataSummary(db: Database) {
  const [summary] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), live: sql<number>`count(*) filter (where ${securities.source} <> 'snapshot' and ${currentlyQuoted()})`.mapWith(Number), asOf: sql<Date | null>`max(${securities.asOf})`.mapWith((value) => (value === null ? null : new Date(value))) })
    .from(securities);
  return { total: summary?.total ?? 0, live: summary?.live ?? 0, asOf: summary?.asOf ?? null };
}

/** How close a misspelt query must be to a word of a name (pg_trgm's word_similarity): "appel" → Apple is 0.5. */
const TYPO_THRESHOLD = 0.45;
/** Fewer characters than a trigram say nothing about a name: "F" or "GE" find symbols only. */
const NAME_SEARCH_MIN_LENGTH = 3;

export type SecurityMatch = Pick<Security, "symbol" | "name" | "exchange" | "securityType" | "lastPrice" | "changePct">;

const matchColumns = { symbol: securities.symbol, name: securities.name, exchange: securities.exchange, securityType: securities.securityType, lastPrice: securities.lastPrice, changePct: securities.changePct };
const lowerSymbol = sql`lower(${securities.symbol})`;
const lowerName = sql`lower(${securities.name})`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** At equal rank: common stock before preferreds, warrants and units, then the larger company. */
const equalRankOrder = [sql`${securities.securityType} <> 'common'`, sql`${securities.marketCap} desc nulls last`, securities.symbol];

/**
 * docs/product.md#search, the ranks before typos: the exact symbol, symbols starting with the query
 * (shorter first), names starting with it, names with a word starting with it, names containing it.
 * One OR that the planner answers with a BitmapOr of the lower(symbol) text_pattern_ops index and
 * the trigram index on lower(name) (drizzle/0006_search_indexes.sql). LIKE, not a regular
 * expression for word starts: a common word ("bank") matches a thousand names at 10× the universe,
 * and every one is rechecked and ranked, at half the cost with LIKE.
 */
export function closeMatchQuery(db: Pick<Database, "select">, query: string, limit: number) {
  const text = escapeLike(query.toLowerCase());
  const symbol = escapeLike((normalizeSymbol(query) ?? query).toLowerCase()); // "brk-b" and "$aapl" mean BRK.B and AAPL
  const symbolPrefix = sql`${lowerSymbol} like ${`${symbol}%`}`;
  const byName = query.length >= NAME_SEARCH_MIN_LENGTH;
  // The exact symbol is the shortest symbol starting with the query, so its length ranks both (and costs
  // least: a one-letter query ranks a few thousand symbols at 10×); names come after any symbol.
  const symbolLength = sql`length(${securities.symbol})`;
  const rank = byName ? sql`case when ${symbolPrefix} then ${symbolLength} when ${lowerName} like ${`${text}%`} then 100 when ${lowerName} like ${`% ${text}%`} then 101 else 102 end` : symbolLength;
  return db
    .select(matchColumns)
    .from(securities)
    .where(and(byName ? or(symbolPrefix, sql`${lowerName} like ${`%${text}%`}`) : symbolPrefix, currentlyQuoted()))
    .orderBy(rank, ...equalRankOrder)
    .limit(limit);
}

/** The last rank: names with a word a typo away from the query ("nvidai", "microsft"), closest first. */
export function typoMatchQuery(db: Pick<Database, "select">, query: string, limit: number) {
  const text = query.toLowerCase();
  return db
    .select(matchColumns)
    .from(securities)
    .where(and(sql`${text} <% ${lowerName}`, currentlyQuoted()))
    .orderBy(sql`round(word_similarity(${text}, ${lowerName})::numeric, 2) desc`, ...equalRankOrder)
    .limit(limit);
}

/**
 * Listed securities matching `query`, best first (docs/product.md#search). Typos are looked for only
 * when the closer ranks leave room: they can only come after them, and scoring a common word's many
 * near-misses is the one costly part. `<%` reads its threshold from a setting, set for that
 * transaction only so no pooled connection keeps it.
 */
export async function searchSecurities(db: Pick<Database, "select" | "transaction">, query: string, limit: number): Promise<SecurityMatch[]> {
  const close = await closeMatchQuery(db, query, limit);
  if (close.length === limit || query.length < NAME_SEARCH_MIN_LENGTH) return close;
  const typos = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return typoMatchQuery(tx, query, limit);
  });
  const found = new Set(close.map((match) => match.symbol));
  return [...close, ...typos.filter((match) => !found.has(match.symbol))].slice(0, limit);
}
