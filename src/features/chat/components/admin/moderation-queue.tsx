"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { QueueCard } from "./queue-card";

/**
 * The review queue, 25 cards a page, the most recently flagged first. Checked again every 30 s, so
 * new reports arrive without a reload; never kept in the offline cache, as it holds hidden texts.
 */
export function ModerationQueue() {
  const trpc = useTRPC();
  const queue = useInfiniteQuery(
    trpc.chat.moderation.queue.infiniteQueryOptions(
      {},
      {
        getNextPageParam: (page) => page.nextCursor,
        refetchInterval: 30_000,
        meta: ADMIN_READ_META,
      },
    ),
  );

  if (queue.isPending) return <LoadingBlock label="Loading the queue" height="h-64" />;
  if (queue.isError) {
    return (
      <div className="space-y-3">
        <ErrorNotice>The queue could not be loaded: {queue.error.message}</ErrorNotice>
        <button
          type="button"
          onClick={() => void queue.refetch()}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          Try again
        </button>
      </div>
    );
  }
  const items = queue.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState>
        Nothing to review. Reported and automatically hidden messages appear here.
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <QueueCard key={item.message.id} item={item} />
      ))}
      <LoadMoreButton query={queue} label="Show more" />
    </div>
  );
}
