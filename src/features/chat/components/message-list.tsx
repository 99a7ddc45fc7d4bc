"use client";

import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { roomTitle } from "../chat-room";
import type { ChatMessageView } from "../chat-views";
import { useNow } from "../use-now";
import { useScrollKeeper } from "../use-scroll-keeper";
import { ChatMessage } from "./chat-message";
import { useChatRoom } from "./chat-room-context";

type MessageListProps = {
  room: string;
  /** Oldest first, as they are read. */
  messages: ChatMessageView[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  heightClass: string;
};

/**
 * The room's messages, oldest at the top and newest at the bottom, as chats are read. Scrolling up
 * loads older pages (when "Load older messages" comes into view, or is pressed); new messages keep
 * the list at the bottom if it was there, and offer a jump to them if it was not.
 */
export function MessageList({
  room,
  messages,
  hasOlder,
  loadingOlder,
  loadOlder,
  heightClass,
}: MessageListProps) {
  const now = useNow();
  const older = useRef<HTMLButtonElement>(null);
  const { scroller, announcer, onScroll, unseen, jumpToNewest } = useScrollKeeper(
    messages,
    useChatRoom().viewer.id,
  );

  // The button doubles as the sentinel: in view, it loads. A new observer after each page, so a page
  // too short to push it out of view loads the next one too.
  useEffect(() => {
    const target = older.current;
    if (!target || !hasOlder || loadingOlder || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && loadOlder(), {
      root: scroller.current,
      rootMargin: "200px 0px 0px 0px",
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder, messages.length, scroller]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        data-chat-scroller=""
        tabIndex={0}
        aria-label={`Messages in ${roomTitle(room)}`}
        className={`focus-visible:outline-brand-500 overflow-y-auto overscroll-contain [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 ${heightClass}`}
      >
        {/* From the top: a message that arrives takes the room below the last, moving none of those shown. */}
        <div className="flex min-h-full flex-col justify-start py-2">
          <div className="px-3 py-2 text-center">
            {hasOlder ? (
              <button
                ref={older}
                type="button"
                onClick={loadOlder}
                disabled={loadingOlder}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                {loadingOlder ? "Loading older messages…" : "Load older messages"}
              </button>
            ) : messages.length > 0 ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                This is the start of the {roomTitle(room)} room.
              </p>
            ) : null}
          </div>
          {messages.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-400">
              No messages in {roomTitle(room)} yet. Be the first to say something.
            </p>
          ) : (
            <ol aria-label={`Messages, oldest first`}>
              {messages.map((message) => (
                <ChatMessage key={message.id} message={message} now={now} />
              ))}
            </ol>
          )}
        </div>
      </div>
      {unseen > 0 && (
        <button
          type="button"
          onClick={jumpToNewest}
          className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-500 absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full px-4 py-1.5 text-sm font-semibold text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {unseen === 1 ? "1 new message" : `${unseen} new messages`} ↓
        </button>
      )}
      <p ref={announcer} role="status" className="sr-only" />
    </div>
  );
}
