import "server-only";
import { and, asc, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { marketFeeds, quotes, securities } from "@/server/db/schema";
import type { MarketFeedDescription, StreamedQuote } from "../../streamed-quote";
import { currentlyQuoted } from "./currently-quoted";

const toStreamed = ({ asOf, ...row }: typeof quotes.$inferSelect): StreamedQuote => ({
  ...row,
  asOf: asOf.toISOString(),
});

/** Quotes written after `afterSeq`, in write order, at most `limit`: what a notification brings. */
export async function listQuotesAfter(
  db: Database,
  afterSeq: number,
  limit: number,
): Promise<StreamedQuote[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(gt(quotes.seq, afterSeq))
    .orderBy(asc(quotes.seq))
    .limit(limit);
  return rows.map(toStreamed);
}

/** The current quotes of `symbols` written after `afterSeq` (0: all of them), in write order. */
export async function listQuotesOf(
  db: Database,
  symbols: string[],
  afterSeq: number,
): Promise<StreamedQuote[]> {
  if (symbols.length === 0) return [];
  const rows = await db
    .select()
    .from(quotes)
    .where(and(inArray(quotes.symbol, symbols), gt(quotes.seq, afterSeq)))
    .orderBy(asc(quotes.seq));
  return rows.map(toStreamed);
}

/** The highest quote number written so far, 0 before the first. */
export async function readLastQuoteSeq(db: Database): Promise<number> {
  const [row] = await db.select({ seq: sql<string | null>`max(${quotes.seq})::text` }).from(quotes);
  return row?.seq ? Number(row.seq) : 0;
}

/** Which of `symbols` are stored securities: a stream follows only those. */
export async function listStoredSymbols(db: Database, symbols: string[]): Promise<string[]> {
  if (symbols.length === 0) return [];
  const rows = await db
    .select({ symbol: securities.symbol })
    .from(securities)
    .where(inArray(securities.symbol, symbols));
  return rows.map((row) => row.symbol);
}

/** The listed universe (the market's "listed" rule) a feed follows, in symbol order. */
export async function listListedSymbols(db: Database): Promise<string[]> {
  const rows = await db
    .select({ symbol: securities.symbol })
    .from(securities)
    .where(currentlyQuoted())
    .orderBy(asc(securities.symbol));
  return rows.map((row) => row.symbol);
}

/** The feed that runs now, as its node recorded it, or null when none does. */
export async function readMarketFeed(db: Database): Promise<MarketFeedDescription | null> {
  const [row] = await db
    .select({ source: marketFeeds.source, freshness: marketFeeds.freshness })
    .from(marketFeeds)
    .limit(1);
  return row ?? null;
}
