import type { ChatEvent } from "./data";

/**
 * An event as one reader gets it on the stream or from the polling cursor: moderators see hidden
 * messages (flagged); everyone else gets `removed`, the message's id alone, so a hidden message is
 * gone from their screen and their cached pages and nothing of it is sent (docs/product.md#chat).
 */
export type ChatStreamEvent = ChatEvent | { seq: number; kind: "removed"; id: number };

export function viewChatEvent(event: ChatEvent, isModerator: boolean): ChatStreamEvent {
  if (event.message.hidden && !isModerator)
    return { seq: event.seq, kind: "removed", id: event.message.id };
  return event;
}
