"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { useTRPC } from "@/lib/trpc/react";
import { NotificationItem, useNotificationsChanged } from "./notification-item";

/** The newest few the centre shows; the rest are on /notifications. */
const SHOWN = 8;

/**
 * The notification centre (docs/alerts.md#delivery-in-the-app): the newest notifications with
 * their actions, "Mark all read", and the ways to every notification and to the settings.
 */
export function NotificationCentre({ onNavigate }: { onNavigate: () => void }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.notifications.list.queryOptions({ cursor: null, limit: SHOWN }));
  const changed = useNotificationsChanged();
  const markAll = useMutation(
    trpc.notifications.markAllRead.mutationOptions({ onSuccess: changed }),
  );
  const items = list.data?.items ?? [];
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <h2 className="font-semibold">Notifications</h2>
        <button
          type="button"
          className="text-brand-700 dark:text-brand-500 ml-auto rounded px-1.5 py-1 text-xs font-semibold hover:underline disabled:opacity-60"
          disabled={markAll.isPending || !items.some((item) => item.readAt === null)}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="p-3">
            <LoadingBlock label="Loading notifications" height="h-32" />
          </div>
        ) : list.isError ? (
          <div className="p-3">
            <LoadFailure what="Your notifications" query={list} />
          </div>
        ) : items.length === 0 ? (
          <div className="p-3">
            <EmptyState>
              No notifications yet. When one of your alerts fires, it shows here.
            </EmptyState>
          </div>
        ) : (
          <ol className={`${ruledListClass} rounded-none border-0`}>
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={onNavigate} />
            ))}
          </ol>
        )}
      </div>
      <div className="flex gap-3 border-t border-slate-200 px-3 py-2 text-xs font-semibold dark:border-slate-700">
        <Link
          href="/notifications"
          onClick={onNavigate}
          className="text-brand-700 dark:text-brand-500 hover:underline"
        >
          All notifications
        </Link>
        <Link
          href="/alerts/settings"
          onClick={onNavigate}
          className="text-brand-700 dark:text-brand-500 ml-auto hover:underline"
        >
          Alert settings
        </Link>
      </div>
    </div>
  );
}
