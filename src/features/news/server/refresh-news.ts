import "server-only";
import type { Database } from "@/server/db/create-database";
import {
  refreshInSymbolGroups,
  type SymbolGroupsOutcome,
} from "@/server/jobs/refresh-in-symbol-groups";
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

export type NewsRefreshOutcome = SymbolGroupsOutcome;

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
  return refreshInSymbolGroups({
    symbols,
    groupSize: SYMBOLS_PER_REQUEST,
    provider: source.provider,
    what: "news",
    fetch: (group) => source.fetchNews(group, since, ARTICLES_PER_GROUP),
    clean: cleanNewsArticle,
    store: (clean) => upsertNewsArticles(db, source.provider, clean),
  });
}
