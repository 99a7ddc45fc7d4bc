import "server-only";
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, notInArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/create-database";
import { escapeLike } from "@/server/db/escape-like";
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

/** One of docs/product.md#search's ranks before typos: its rows, its place among the others, and the order within it. */
export type SearchRank = { where: SQL; rank: SQL; order: SQL[] };

type RankedColumns = { securityType: SQLWrapper; marketCap: SQLWrapper; symbol: SQLWrapper };

const matchColumns = { symbol: securities.symbol, name: securities.name, exchange: securities.exchange, securityType: securities.securityType, lastPrice: securities.lastPrice, changePct: securities.changePct };
const lowerName = sql`lower(${securities.name})`;
/**
 * At equal rank: common stock before preferreds, warrants and units, then the larger company.
 * security_equal_rank_idx (drizzle/0013_search_rank_indexes.sql) holds the rows in this order, so
 * a rank that many names share ("holdings") is read from its first rows instead of ranked whole.
 */
const equalRankOrder = (columns: RankedColumns) => [sql`${columns.securityType} <> 'common'`, sql`${columns.marketCap} desc nulls last`, sql`${columns.symbol}`];

/**
 * docs/product.md#search, the ranks before typos, best first: symbols starting with the query,
 * shorter first (the exact symbol is the shortest), then names starting with it, names with a word
 * starting with it, names containing it (which holds the two before). Symbols are shorter than 100,
 * so names come after any symbol.
 */
export function searchRanks(query: string): SearchRank[] {
  const symbol = escapeLike((normalizeSymbol(query) ?? query).toLowerCase()); // "brk-b" and "$aapl" mean BRK.B and AAPL
  const symbolLength = sql`length(${securities.symbol})`;
  const symbols = { where: sql`lower(${securities.symbol}) like ${`${symbol}%`}`, rank: symbolLength, order: [symbolLength, ...equalRankOrder(securities)] };
  if (query.length < NAME_SEARCH_MIN_LENGTH) return [symbols];
  const text = escapeLike(query.toLowerCase());
  const names = (pattern: string, rank: number) => ({ where: sql`${lowerName} like ${pattern}`, rank: sql.raw(String(rank)), order: equalRankOrder(securities) });
  return [symbols, names(`${text}%`, 100), names(`% ${text}%`, 101), names(`%${text}%`, 102)];
}

/**
 * Every close match, ranked, in one statement, when they number at most `limit`: exactly when typos
 * may fill the rest, and reading rank by rank would read every rank. It reads at most `limit` + 1
 * of them, in no order, so that a query matching more (answered rank by rank) costs little here,
 * and then returns `limit` + 1 rows, the sign that they were not all.
 */
export function allCloseMatchesQuery(db: Pick<Database, "select">, ranks: SearchRank[], limit: number) {
  const rank = sql<number>`case ${sql.join(ranks.map((each) => sql`when ${each.where} then ${each.rank}`), sql` `)} end`;
  const candidates = db
    .select({ ...matchColumns, marketCap: securities.marketCap, rank: rank.as("rank") })
    .from(securities)
    // The first rank or the last, which holds the name ranks between: every close match.
    .where(and(or(ranks[0]?.where, ranks.at(-1)?.where), currentlyQuoted()))
    .limit(limit + 1)
    .as("candidates");
  return db
    .select({ symbol: candidates.symbol, name: candidates.name, exchange: candidates.exchange, securityType: candidates.securityType, lastPrice: candidates.lastPrice, changePct: candidates.changePct })
    .from(candidates)
    .orderBy(candidates.rank, ...equalRankOrder(candidates));
}

/**
 * The best `limit` listed rows of one rank, leaving out `found`: all that the ranks before it
 * matched, as a rank is read only when those returned all they had. Each rank has an index that
 * hands over its best rows first: symbols by length (security_symbol_length_idx, so "F" stops at
 * the one- and two-letter symbols), names by prefix (security_name_prefix_idx), and a word many
 * names share by the equal-rank order; a rarer word or substring comes from the trigram index.
 */
export function rankMatchQuery(db: Pick<Database, "select">, rank: SearchRank, limit: number, found: string[]) {
  return db
    .select(matchColumns)
    .from(securities)
    .where(and(rank.where, found.length > 0 ? notInArray(securities.symbol, found) : undefined, currentlyQuoted()))
    .orderBy(...rank.order)
    .limit(limit);
}

/**
 * The last rank: names with a word a typo away from the query ("nvidai", "microsft"), closest
 * first, leaving out `found`. `<%` reads its threshold from a setting; the subquery that hands it
 * the query sets it first, for this statement's transaction only (so no pooled connection keeps
 * it), and as `<%` cannot compare a name before it has the query, no name is compared before.
 * The subquery also keeps the query from the planner, which would otherwise score it against a
 * hundred sampled names to estimate the matches (1.3 ms in PGlite at 10× the universe, more than
 * searching the index), where the trigram index is the plan whatever the estimate.
 */
export function typoMatchQuery(db: Pick<Database, "select">, query: string, limit: number, found: string[]) {
  const text = query.toLowerCase();
  const withThreshold = sql`(select ${text}::text from set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true))`;
  return db
    .select(matchColumns)
    .from(securities)
    .where(and(sql`${withThreshold} <% ${lowerName}`, found.length > 0 ? notInArray(securities.symbol, found) : undefined, currentlyQuoted()))
    .orderBy(sql`round(word_similarity(${text}, ${lowerName})::numeric, 2) desc`, ...equalRankOrder(securities))
    .limit(limit);
}

/** The close matches: all at once when they leave room for typos, else rank by rank until `limit` are found. */
async function findCloseMatches(db: Pick<Database, "select">, ranks: SearchRank[], limit: number): Promise<SecurityMatch[]> {
  if (ranks.length > 1) {
    const all = await allCloseMatchesQuery(db, ranks, limit);
    if (all.length <= limit) return all;
  }
  const matches: SecurityMatch[] = [];
  for (const rank of ranks) {
    if (matches.length === limit) break;
    matches.push(...(await rankMatchQuery(db, rank, limit - matches.length, matches.map((match) => match.symbol))));
  }
  return matches;
}

/**
 * Listed securities matching `query`, best first (docs/product.md#search). Typos are looked for only
 * when the closer ranks leave room: they can only come after them, and scoring a common word's many
 * near-misses is the one costly part.
 */
export async function searchSecurities(db: Pick<Database, "select">, query: string, limit: number): Promise<SecurityMatch[]> {
  const close = await findCloseMatches(db, searchRanks(query), limit);
  if (close.length === limit || query.length < NAME_SEARCH_MIN_LENGTH) return close;
  return [...close, ...(await typoMatchQuery(db, query, limit - close.length, close.map((match) => match.symbol)))];
}
