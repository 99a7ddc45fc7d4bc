import "server-only";
import { and, notInArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import type { Database } from "@/server/db/create-database";
import { escapeLike } from "@/server/db/escape-like";
import { securities } from "@/server/db/schema";
import type { Security } from "../../parse-listing-row";
import { currentlyQuoted } from "./currently-quoted";

/** How close a misspelt query must be to a word of a name (pg_trgm's word_similarity): "appel" → Apple is 0.5. */
const TYPO_THRESHOLD = 0.45;
/** Fewer characters than a trigram say nothing about a name: "F" or "GE" find symbols only. */
const NAME_SEARCH_MIN_LENGTH = 3;

export type SecurityMatch = Pick<
  Security,
  "symbol" | "name" | "exchange" | "securityType" | "lastPrice" | "changePct"
>;

/** One of docs/product.md#search's ranks before typos: its rows, its place among the others, and the order within it. */
export type SearchRank = { where: SQL; rank: SQL; order: SQL[] };

type RankedColumns = { securityType: SQLWrapper; marketCap: SQLWrapper; symbol: SQLWrapper };

const matchColumns = {
  symbol: securities.symbol,
  name: securities.name,
  exchange: securities.exchange,
  securityType: securities.securityType,
  lastPrice: securities.lastPrice,
  changePct: securities.changePct,
};
const lowerName = sql`lower(${securities.name})`;
/**
 * At equal rank: common stock before preferreds, warrants and units, then the larger company.
 * security_equal_rank_idx (drizzle/0013_search_rank_indexes.sql) holds the rows in this order, so
 * a rank that many names share ("holdings") is read from its first rows instead of ranked whole.
 */
const equalRankOrder = (columns: RankedColumns) => [
  sql`${columns.securityType} <> 'common'`,
  sql`${columns.marketCap} desc nulls last`,
  sql`${columns.symbol}`,
];

/**
 * docs/product.md#search, the ranks before typos, best first: the exact symbol; then symbols or
 * names starting with the query, as one rank ("app" is Apple before AppFolio: people type the
 * start of either); names with a word starting with it; names containing it. In a symbol, spaces, dots, slashes and dashes are the same: "brk b",
 * "brk/b" and "brk-b" mean BRK.B.
 */
export function searchRanks(query: string): SearchRank[] {
  const typed = normalizeSymbol(query.trim().replace(/\s+/g, "-")) ?? query.toUpperCase();
  const symbolPrefix = sql`lower(${securities.symbol}) like ${`${escapeLike(typed.toLowerCase())}%`}`;
  const rank = (where: SQL | undefined, value: number): SearchRank => ({
    where: where ?? sql`false`,
    rank: sql.raw(String(value)),
    order: equalRankOrder(securities),
  });
  const exact = rank(sql`${securities.symbol} = ${typed}`, 0);
  if (query.length < NAME_SEARCH_MIN_LENGTH) return [exact, rank(symbolPrefix, 1)];
  const text = escapeLike(query.toLowerCase());
  const names = (pattern: string) => sql`${lowerName} like ${pattern}`;
  return [
    exact,
    rank(or(symbolPrefix, names(`${text}%`)), 1),
    rank(names(`% ${text}%`), 2),
    rank(names(`%${text}%`), 3),
  ];
}

/**
 * Every close match, ranked, in one statement, when they number at most `limit`: exactly when typos
 * may fill the rest, and reading rank by rank would read every rank. It reads at most `limit` + 1
 * of them, in no order, so that a query matching more (answered rank by rank) costs little here,
 * and then returns `limit` + 1 rows, the sign that they were not all.
 */
export function allCloseMatchesQuery(
  db: Pick<Database, "select">,
  ranks: SearchRank[],
  limit: number,
) {
  const rank = sql<number>`case ${sql.join(
    ranks.map((each) => sql`when ${each.where} then ${each.rank}`),
    sql` `,
  )} end`;
  const candidates = db
    .select({ ...matchColumns, marketCap: securities.marketCap, rank: rank.as("rank") })
    .from(securities)
    .where(and(or(...ranks.map((each) => each.where)), currentlyQuoted()))
    .limit(limit + 1)
    .as("candidates");
  return db
    .select({
      symbol: candidates.symbol,
      name: candidates.name,
      exchange: candidates.exchange,
      securityType: candidates.securityType,
      lastPrice: candidates.lastPrice,
      changePct: candidates.changePct,
    })
    .from(candidates)
    .orderBy(candidates.rank, ...equalRankOrder(candidates));
}

/**
 * The best `limit` listed rows of one rank, leaving out `found`: all that the ranks before it
 * matched, as a rank is read only when those returned all they had. Each rank has an index that
 * hands over its best rows first: the exact symbol its key, a prefix many rows share ("F") or a word
 * many names share by the equal-rank order (security_equal_rank_idx), a rarer name prefix
 * security_name_prefix_idx, a rarer word or substring the trigram index.
 */
export function rankMatchQuery(
  db: Pick<Database, "select">,
  rank: SearchRank,
  limit: number,
  found: string[],
) {
  return db
    .select(matchColumns)
    .from(securities)
    .where(
      and(
        rank.where,
        found.length > 0 ? notInArray(securities.symbol, found) : undefined,
        currentlyQuoted(),
      ),
    )
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
export function typoMatchQuery(
  db: Pick<Database, "select">,
  query: string,
  limit: number,
  found: string[],
) {
  const text = query.toLowerCase();
  const withThreshold = sql`(select ${text}::text from set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true))`;
  return db
    .select(matchColumns)
    .from(securities)
    .where(
      and(
        sql`${withThreshold} <% ${lowerName}`,
        found.length > 0 ? notInArray(securities.symbol, found) : undefined,
        currentlyQuoted(),
      ),
    )
    .orderBy(
      sql`round(word_similarity(${text}, ${lowerName})::numeric, 2) desc`,
      ...equalRankOrder(securities),
    )
    .limit(limit);
}

/** The close matches: all at once when they leave room for typos, else rank by rank until `limit` are found. */
async function findCloseMatches(
  db: Pick<Database, "select">,
  ranks: SearchRank[],
  limit: number,
): Promise<SecurityMatch[]> {
  if (ranks.length > 1) {
    const all = await allCloseMatchesQuery(db, ranks, limit);
    if (all.length <= limit) return all;
  }
  const matches: SecurityMatch[] = [];
  for (const rank of ranks) {
    if (matches.length === limit) break;
    matches.push(
      ...(await rankMatchQuery(
        db,
        rank,
        limit - matches.length,
        matches.map((match) => match.symbol),
      )),
    );
  }
  return matches;
}

/**
 * Listed securities matching `query`, best first (docs/product.md#search). Typos are looked for only
 * when the closer ranks leave room: they can only come after them, and scoring a common word's many
 * near-misses is the one costly part.
 */
export async function searchSecurities(
  db: Pick<Database, "select">,
  query: string,
  limit: number,
): Promise<SecurityMatch[]> {
  const close = await findCloseMatches(db, searchRanks(query), limit);
  if (close.length === limit || query.length < NAME_SEARCH_MIN_LENGTH) return close;
  return [
    ...close,
    ...(await typoMatchQuery(
      db,
      query,
      limit - close.length,
      close.map((match) => match.symbol),
    )),
  ];
}
