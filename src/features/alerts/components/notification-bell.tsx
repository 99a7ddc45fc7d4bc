"use client";

import * as Popover from "@radix-ui/react-popover";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import { usePersonalEvent } from "@/features/market/components";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { NotificationCentre } from "./notification-centre";

/** What the stream's `notification` event carries (create-notification-hub.ts). */
type NotificationEvent = { unread: number };
const isNotificationEvent = (data: unknown): data is NotificationEvent =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as NotificationEvent).unread === "number";

/**
 * The header's bell (docs/alerts.md#delivery-in-the-app) for anyone with a session: the unread
 * count, updated live by the page's stream and said politely to screen readers, opening the
 * notification centre: a popover beside the bell, a full sheet on a phone.
 */
export function NotificationBell({ className }: { className: string }) {
  const { identity } = useAppSession();
  const signedIn = identity.status === "authenticated";
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery({ ...trpc.notifications.unreadCount.queryOptions(), enabled: signedIn });
  usePersonalEvent(signedIn ? "notification" : null, (data) => {
    if (!isNotificationEvent(data)) return;
    queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), { count: data.unread });
    void queryClient.invalidateQueries(trpc.notifications.list.pathFilter());
  });
  if (!signedIn) return null;
  const count = unread.data?.count ?? 0;
  const shown = count > 99 ? "99+" : String(count);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={`${className} relative`}
        aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}
      >
        <LineIcon className="size-5">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </LineIcon>
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {shown}
          </span>
        )}
      </Popover.Trigger>
      <span className="sr-only" aria-live="polite" data-testid="unread-count">
        {count > 0 ? `${count} unread notification${count === 1 ? "" : "s"}` : ""}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={0}
          aria-label="Notification centre"
          className="z-50 flex h-[calc(100dvh-4rem)] w-screen flex-col border-slate-200 bg-white text-sm shadow-lg sm:mr-4 sm:h-auto sm:max-h-[32rem] sm:w-96 sm:rounded-lg sm:border dark:border-slate-700 dark:bg-slate-900"
        >
          <NotificationCentre onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
