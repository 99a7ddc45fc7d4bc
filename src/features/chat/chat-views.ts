import type { ChatMessageView } from "./server/data/message-views";
import type { ChatStreamEvent } from "./server/view-chat-event";

/**
 * What the browser holds of a room, as `chat.history` answers it: the types only, so no server
 * code reaches the bundle.
 */
export type { ChatMessageView, ChatStreamEvent };

/** One page of `chat.history`: newest first; `seq` is the room's event number the page is current to. */
export type HistoryPage = { messages: ChatMessageView[]; nextCursor: number | null; seq: number };

/** The cached pages of a room, as TanStack's infinite query keeps them. */
export type HistoryPages = { pages: HistoryPage[]; pageParams: unknown[] };
