/**
 * What other features may use of chat in any code: room names, for the chat alert kinds.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { chatRoomHref, GENERAL_ROOM, parseRoomName, roomTitle } from "./chat-room";
export { SENTIMENT_ACCOUNT_AGE_MS } from "./message-limits";
