"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/lib/trpc/react";

/** A notification as the centre and /notifications list it. */
export type NotificationItemData = {
  id: string;
  title: string;
  body: string;
  path: string;
  alertId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const actionClass =
  "rounded px-1.5 py-1 text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-brand-500";

/** Refetches what shows notifications after a change: the count, the centre and the page. */
export function useNotificationsChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.notifications.pathFilter());
}

/**
 * One notification (docs/alerts.md#delivery-in-the-app): what fired with the quote's time and
 * source, and its actions: open the stock (marking it read), mark read, mute the alert.
 */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: NotificationItemData;
  onOpen?: () => void;
}) {
  const trpc = useTRPC();
  const changed = useNotificationsChanged();
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSuccess: changed }));
  const mute = useMutation(trpc.notifications.muteAlert.mutationOptions({ onSuccess: changed }));
  const unread = item.readAt === null;
  return (
    <li className="space-y-1 px-3 py-3" data-unread={unread || undefined}>
      <div className="flex items-baseline gap-2">
        {unread && (
          <span aria-hidden="true" className="bg-brand-600 size-2 shrink-0 rounded-full" />
        )}
        <span className="font-semibold">
          {item.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </span>
        <time
          className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-400"
          dateTime={item.createdAt.toISOString()}
        >
          {timeFormat.format(item.createdAt)}
        </time>
      </div>
      <p className="text-sm break-words text-slate-700 dark:text-slate-300">{item.body}</p>
      <div className="flex flex-wrap gap-x-2">
        <Link
          href={item.path}
          className={actionClass}
          onClick={() => {
            if (unread) markRead.mutate({ ids: [item.id] });
            onOpen?.();
          }}
        >
          Open
        </Link>
        {unread && (
          <button
            type="button"
            className={actionClass}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ ids: [item.id] })}
          >
            Mark read
          </button>
        )}
        {item.alertId && (
          <button
            type="button"
            className={actionClass}
            disabled={mute.isPending || mute.isSuccess}
            onClick={() => mute.mutate({ id: item.id })}
          >
            {mute.isSuccess ? "Alert paused" : "Mute alert"}
          </button>
        )}
      </div>
      {(markRead.error ?? mute.error) && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {(markRead.error ?? mute.error)?.message}
        </p>
      )}
    </li>
  );
}
