import "server-only";
import { and, arrayOverlaps, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { newsArticles } from "@/server/db/schema";
import type { NewsItem } from "../../news-item";

/** The newest `limit` stored articles about any of `symbols` from `provider`, newest first. */
export async function listNews(
  db: Database,
  provider: string,
  symbols: readonly string[],
  limit: number,
): Promise<NewsItem[]> {
  if (symbols.length === 0) return [];
  return db
    .select({
      id: newsArticles.providerId,
      headline: newsArticles.headline,
      source: newsArticles.source,
      url: newsArticles.url,
      publishedAt: newsArticles.publishedAt,
      symbols: newsArticles.symbols,
    })
    .from(newsArticles)
    .where(
      and(eq(newsArticles.provider, provider), arrayOverlaps(newsArticles.symbols, [...symbols])),
    )
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.providerId))
    .limit(limit);
}
