import type { ChatMessageView, ChatStreamEvent, HistoryPage, HistoryPages } from "./chat-views";
import { quoteExcerpt } from "./quote-excerpt";

/**
 * The index of the page a message with `id` belongs in, or -1 when it is older than every loaded
 * page (it arrives with the page that covers it, so adding it now would show it twice later).
 * Page i holds the ids from its `nextCursor` (its oldest) up to the previous page's; a page with no
 * cursor is the room's first and reaches down to the start.
 */
function pageFor(pages: HistoryPage[], id: number): number {
  return pages.findIndex((page) => page.nextCursor === null || id >= page.nextCursor);
}

/** `messages` (newest first) with `message` in its place by id. */
function insertInOrder<T extends { id: number }>(messages: T[], message: T): T[] {
  const at = messages.findIndex((other) => other.id < message.id);
  return at === -1
    ? [...messages, message]
    : [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** `pages` with every reply quoting message `id` quoting `excerpt` (null: "message deleted"). */
function requote(pages: HistoryPage[], id: number, excerpt: string | null): HistoryPage[] {
  const stale = (message: ChatMessageView) =>
    message.replyTo?.id === id && message.replyTo.excerpt !== excerpt;
  return pages.map((page) =>
    page.messages.some(stale)
      ? {
          ...page,
          messages: page.messages.map((message) =>
            stale(message) ? { ...message, replyTo: { ...message.replyTo!, excerpt } } : message,
          ),
        }
      : page,
  );
}

/**
 * The cached pages of a room after `events`, applied in order by message id: a message already
 * there is replaced where it stands (an edit, a deletion, a moderator's hiding or restoring), a new
 * one is put in order by id, `removed` takes it out, so no message is ever shown twice however
 * often an event arrives (the stream after a reconnect, polling beside a stream being retried).
 * Replies quoting the message quote it anew: "message deleted" once it is deleted or hidden.
 * The first page's `seq` becomes the highest event applied: the cursor the stream or the polling
 * resumes from, kept with the pages in the offline cache. An event with `seq` 0 is a write's own
 * answer, applied without moving the cursor.
 */
export function mergeChatEvents(data: HistoryPages, events: ChatStreamEvent[]): HistoryPages {
  let pages = data.pages;
  for (const event of events) {
    const id = event.kind === "removed" ? event.id : event.message.id;
    const found = pages.findIndex((page) => page.messages.some((message) => message.id === id));
    if (event.kind === "removed") {
      pages = requote(pages, id, null);
      if (found !== -1)
        pages = pages.map((page, index) =>
          index === found
            ? { ...page, messages: page.messages.filter((message) => message.id !== id) }
            : page,
        );
      continue;
    }
    const { message } = event;
    pages = requote(pages, id, quoteExcerpt(message.body, message.deleted || message.hidden));
    if (found !== -1) {
      pages = pages.map((page, index) =>
        index === found
          ? { ...page, messages: page.messages.map((other) => (other.id === id ? message : other)) }
          : page,
      );
      continue;
    }
    const target = pageFor(pages, id);
    if (target !== -1)
      pages = pages.map((page, index) =>
        index === target ? { ...page, messages: insertInOrder(page.messages, message) } : page,
      );
  }
  const highest = Math.max(0, ...events.map((event) => event.seq));
  const [first, ...rest] = pages;
  if (first && highest > first.seq) pages = [{ ...first, seq: highest }, ...rest];
  return pages === data.pages ? data : { ...data, pages };
}
