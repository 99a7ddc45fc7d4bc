"use client";

import { type UIEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ChatMessageView } from "./chat-views";

/** Within this of the bottom counts as at the bottom: a new message then scrolls into view. */
const NEAR_BOTTOM_PX = 48;

/**
 * Where a chat list stands as messages come and go (oldest first): it opens at the bottom, follows
 * new messages while the reader is at the bottom, keeps the reader's place when older ones are
 * added above, and counts the new ones a reader scrolled up has not seen. `readerId`: one's own
 * new message scrolls into view wherever the list stood. New messages are also
 * written to `announcer`, a live region, for screen readers.
 */
export function useScrollKeeper(messages: ChatMessageView[], readerId: string) {
  const scroller = useRef<HTMLDivElement>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const last = useRef<{
    top: number;
    height: number;
    oldest?: number;
    newest?: number;
    atBottom: boolean;
  }>({ top: 0, height: 0, atBottom: true });
  const [atBottom, setAtBottom] = useState(true);
  const [seenId, setSeenId] = useState<number | null>(null);
  const oldest = messages[0]?.id;
  const newest = messages.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = last.current;
    if (!element || oldest === undefined) return;
    if (before.newest === undefined) {
      element.scrollTop = element.scrollHeight; // a room opens at its newest message
    } else if (newest && newest.id !== before.newest) {
      // One's own message is always brought into view: it was just sent from the composer below.
      if (before.atBottom || newest.author.id === readerId)
        element.scrollTop = element.scrollHeight;
      if (announcer.current && newest.id > before.newest)
        announcer.current.textContent = `${newest.author.name}: ${newest.body ?? "message deleted"}`;
    } else if (oldest !== before.oldest) {
      element.scrollTop = before.top + (element.scrollHeight - before.height); // older messages went in above: stay put
    }
    last.current = {
      ...before,
      top: element.scrollTop,
      height: element.scrollHeight,
      oldest,
      newest: newest?.id,
    };
  }, [oldest, newest, readerId]);

  // A room's page sizes the list to the viewport and the composer (a reply quoted, a phone's
  // keyboard): when that shrinks it, a reader at the bottom stays at the bottom.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (last.current.atBottom) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    last.current = {
      ...last.current,
      top: element.scrollTop,
      height: element.scrollHeight,
      atBottom: bottom,
    };
    setAtBottom(bottom);
    if (bottom && newest) setSeenId(newest.id);
  }

  function jumpToNewest() {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });
  }

  const unseen =
    atBottom || seenId === null ? 0 : messages.filter((message) => message.id > seenId).length;
  return { scroller, announcer, onScroll, unseen, jumpToNewest };
}
