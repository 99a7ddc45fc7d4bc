import { pagination } from "@alpacahq/alpaca-trade-api/rest";
import type { AlpacaClient } from "./create-alpaca-client";

/** Alpaca's largest news page. */
const NEWS_PAGE = 50;

/** An article as Alpaca's news API gives it (the SDK's `News`), untrusted until cleaned. */
export type AlpacaNewsArticle = {
  id: number;
  headline: string;
  source: string;
  url?: string | null;
  createdAt: Date;
  updatedAt: Date;
  symbols: string[];
};

/**
 * The news about any of `symbols` published since `since`, newest first, at most `maxItems`
 * articles (pages of 50 followed by `next_page_token`, each page one paced request). Bodies are
 * not asked for: the product shows headlines and links out (docs/product.md#news).
 * @see https://docs.alpaca.markets/reference/news-3
 */
export async function fetchAlpacaNews(
  client: AlpacaClient,
  symbols: readonly string[],
  since: Date,
  maxItems: number,
): Promise<AlpacaNewsArticle[]> {
  if (symbols.length === 0) return [];
  return pagination.collect(
    async (pageToken) => {
      const page = await client.news.news({
        symbols: symbols.join(","),
        start: since,
        sort: "desc",
        limit: NEWS_PAGE,
        includeContent: false,
        pageToken,
      });
      return {
        items: page.news.map((article) => ({
          id: article.id,
          headline: article.headline,
          source: article.source,
          url: article.url,
          createdAt: article.createdAt,
          updatedAt: article.updatedAt,
          symbols: article.symbols,
        })),
        nextPageToken: page.nextPageToken,
      };
    },
    { maxItems },
  );
}
