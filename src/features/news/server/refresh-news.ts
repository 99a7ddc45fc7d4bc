import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { cleanNewsArticle, type RawNewsArticle } from "../clean-news-article";
import { latestNewsTime } from "./data/latest-news-time";
import { upsertNewsArticles } from "./mutations/upsert-news-articles";

/** Symbols a request asks about; an article about several counts once. */
const SYMBOLS_PER_REQUEST = 50;
/** Articles kept per request group and run: four pages of 50. */
const ARTICLES_PER_GROUP = 200;
/** How far back the first run (an empty table) reaches. */
const FIRST_LOOK_BACK_MS = 3 * 24 * 60 * 60 * 1000;
/** Later runs start this long before the newest stored article, so late edits are caught. */
const OVERLAP_MS = 60 * 60 * 1000;

export type NewsSource = {
  provider: string;
  fetchNews: (symbols: string[], since: Date, maxItems: number) => Promise<RawNewsArticle[]>;
};

export type NewsRefreshOutcome = { symbols: number; received: number; stored: number };

/**
 * One pass of the news refresh (docs/live-market.md#news-and-calendars): the covered symbols in
 * groups of 50, each group one request or a few pages, every article cleaned and upserted by the
 * provider's id, so a repeated run or an article about several symbols stays one row. A group that
 * fails is skipped until the next run; three failures in a row stop the run.
 */
export async function refreshNews(
  db: Database,
  source: NewsSource,
  symbols: readonly string[],
  now = new Date(),
): Promise<NewsRefreshOutcome> {
  const latest = await latestNewsTime(db, source.provider);
  const since = new Date(
    Math.max(now.getTime() - FIRST_LOOK_BACK_MS, (latest?.getTime() ?? 0) - OVERLAP_MS),
  );
  let received = 0;
  let stored = 0;
  let failedInARow = 0;
  for (let start = 0; start < symbols.length; start += SYMBOLS_PER_REQUEST) {
    const group = symbols.slice(start, start + SYMBOLS_PER_REQUEST);
    try {
      const raw = await source.fetchNews(group, since, ARTICLES_PER_GROUP);
      received += raw.length;
      const clean = raw.flatMap((article) => cleanNewsArticle(article) ?? []);
      stored += await upsertNewsArticles(db, source.provider, clean);
      failedInARow = 0;
    } catch (error) {
      failedInARow += 1;
      logger.warn({ err: error, first: group[0] }, "a news request failed");
      if (failedInARow >= 3)
        throw new Error(`${source.provider} did not answer three news requests in a row`, {
          cause: error,
        });
    }
  }
  return { symbols: symbols.length, received, stored };
}
