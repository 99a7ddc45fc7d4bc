import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { NewsArticle } from "../../clean-news-article";

/**
 * Stores articles in ONE statement, upserted by (provider, provider id): the same article twice is
 * one row, its headline, link and symbols the latest delivery's. Returns how many articles it wrote.
 */
export async function upsertNewsArticles(
  db: Database,
  provider: string,
  articles: readonly NewsArticle[],
): Promise<number> {
  if (articles.length === 0) return 0;
  // A page may hold one article twice; ON CONFLICT refuses to touch a row twice in a statement.
  const unique = [...new Map(articles.map((article) => [article.providerId, article])).values()];
  const rows = JSON.stringify(
    unique.map((article) => ({
      provider_id: article.providerId,
      headline: article.headline,
      source: article.source,
      url: article.url,
      published_at: article.publishedAt.toISOString(),
      updated_at: article.updatedAt.toISOString(),
      symbols: article.symbols,
    })),
  );
  await db.execute(sql`insert into news_article
      (provider, provider_id, headline, source, url, published_at, updated_at, symbols)
    select ${provider}, input.provider_id, input.headline, input.source, input.url,
      input.published_at, input.updated_at, array(select json_array_elements_text(input.symbols))
    from json_to_recordset(${rows}::json) as input(provider_id text, headline text, source text,
      url text, published_at timestamptz, updated_at timestamptz, symbols json)
    on conflict (provider, provider_id) do update set headline = excluded.headline,
      source = excluded.source, url = excluded.url, published_at = excluded.published_at,
      updated_at = excluded.updated_at, symbols = excluded.symbols, fetched_at = now()`);
  return unique.length;
}
