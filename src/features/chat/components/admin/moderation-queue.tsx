"use client";

import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { QueueCard } from "./queue-card";
import { useModerationQueue } from "./use-moderation-reads";

/**
 * The review queue, 25 cards a page, the most recently flagged first. Checked again every 30 s, so
 * new reports arrive without a reload; never kept in the offline cache, as it holds hidden texts.
 */
export function ModerationQueue() {
  const queue = useModerationQueue();

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
