"use client";

import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { useTRPC } from "@/lib/trpc/react";
import { NotificationItem, useNotificationsChanged } from "./notification-item";

/** Every notification of the person, newest first, 20 a page (docs/alerts.md#delivery-in-the-app). */
export function NotificationsList() {
  const trpc = useTRPC();
  const changed = useNotificationsChanged();
  const markAll = useMutation(
    trpc.notifications.markAllRead.mutationOptions({ onSuccess: changed }),
  );
  const pages = useInfiniteQuery(
    trpc.notifications.list.infiniteQueryOptions(
      { limit: 20 },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  if (pages.isPending) return <LoadingBlock label="Loading notifications" height="h-64" />;
  if (pages.isError) return <LoadFailure what="Your notifications" query={pages} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState>No notifications yet. When one of your alerts fires, it shows here.</EmptyState>
    );
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={buttonClass({ variant: "secondary", size: "sm" })}
        disabled={markAll.isPending || !items.some((item) => item.readAt === null)}
        onClick={() => markAll.mutate()}
      >
        Mark all read
      </button>
      <ol className={ruledListClass}>
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </ol>
      <LoadMoreButton query={pages} label="Show older notifications" />
    </div>
  );
}
