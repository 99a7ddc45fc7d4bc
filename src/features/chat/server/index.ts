/**
 * What other features may use of chat on the server (docs/architecture.md#layers): the chat alert
 * kinds read a room's activity and sentiment and a person's calls through these.
 */
export { findCalls } from "./data/calls";
export { countRoomActivity } from "./data/room-activity";
export { readRoomSentiment } from "./data/room-sentiment";
