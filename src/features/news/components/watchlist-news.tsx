"use client";

import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { useTRPC } from "@/lib/trpc/react";
import { NewsList } from "./news-list";

/**
 * A watchlist's "News" section (docs/product.md#news): the newest articles about any of its
 * symbols, each naming the symbols it is about; or why there are none.
 */
export function WatchlistNews({ watchlistId, name }: { watchlistId: string; name: string }) {
  const trpc = useTRPC();
  const news = useQuery(trpc.news.ofWatchlist.queryOptions({ watchlistId, limit: 20 }));
  return (
    <section aria-labelledby="watchlist-news" className="space-y-3">
      <h3 id="watchlist-news" className="text-lg font-semibold tracking-tight">
        News
      </h3>
      {news.isError ? (
        <LoadFailure what={`The news of ${name}`} query={news} />
      ) : !news.data ? (
        <LoadingBlock label={`Loading the news of ${name}`} height="h-40" />
      ) : news.data.absence ? (
        <EmptyState>{news.data.absence}</EmptyState>
      ) : news.data.articles.length === 0 ? (
        <EmptyState>No news about the symbols of {name} has been read yet.</EmptyState>
      ) : (
        <NewsList items={news.data.articles} showSymbols />
      )}
    </section>
  );
}
