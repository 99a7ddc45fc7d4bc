import { EmptyState } from "@/components/ui/empty-state";
import type { NewsItem } from "../news-item";
import { NEWS_REFRESH_MINUTES, NEWS_REFRESH_SYMBOLS } from "../news-limits";
import { NewsList } from "./news-list";

/**
 * The stock page's "News" section (docs/product.md#news): the newest stored articles about the
 * symbol, or why there are none: the server reads no news (`absence`), or none about it was read.
 */
export function StockNews({
  symbol,
  items,
  absence,
}: {
  symbol: string;
  items: NewsItem[];
  absence: string | null;
}) {
  return (
    <section aria-labelledby="stock-news" className="space-y-3">
      <h2 id="stock-news" className="text-lg font-semibold tracking-tight">
        News
      </h2>
      {absence ? (
        <EmptyState>{absence}</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>
          No news about {symbol} has been read yet. Alpaca&apos;s news is read every{" "}
          {NEWS_REFRESH_MINUTES} minutes for watched symbols and the {NEWS_REFRESH_SYMBOLS} largest
          companies.
        </EmptyState>
      ) : (
        <NewsList items={items} />
      )}
    </section>
  );
}
