"use client";

import dynamic from "next/dynamic";
import { MountWhenNear } from "@/components/ui/mount-when-near";
import { MessageListSkeleton } from "./message-list-skeleton";

/** The room's box as it first shows, stats and composer included, so nothing moves when it comes. */
function ChatPanelPlaceholder() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <div className="h-[7.5rem] border-b border-slate-200 dark:border-slate-800" />
      <MessageListSkeleton heightClass="h-[26rem]" waiting />
      <div className="h-24 border-t border-slate-200 dark:border-slate-800" />
    </div>
  );
}

const ChatRoom = dynamic(() => import("./chat-room").then((module) => module.ChatRoom), {
  loading: ChatPanelPlaceholder,
});

/**
 * A stock's chat room as its page shows it, below the chart and the figures: loaded, and its live
 * stream opened, only as the reader scrolls near it (docs/decisions.md#chat), not for every view
 * of every stock page.
 */
export function StockChatPanel({ room }: { room: string }) {
  return (
    <MountWhenNear placeholder={<ChatPanelPlaceholder />}>
      <ChatRoom key={room} room={room} size="panel" />
    </MountWhenNear>
  );
}
