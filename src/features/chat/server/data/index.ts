export { exportChat } from "./export-chat";
export { listHiddenReportedBy } from "./hidden-reported-by";
export {
  type ChatEvent,
  listEventsAfter,
  listRoomHistory,
  readRoomSeq,
  readRoomSeqs,
} from "./history";
export { listOwnCalls } from "./list-own-calls";
export { type ChatMessageView, getMessageView, selectMessageViews } from "./message-views";
export { listModerationQueue, type ModerationQueuePage, type QueueCursor } from "./moderation";
export { listModerationLog } from "./moderation-log";
export {
  countEstablishedReporters,
  findDuplicatePost,
  findOwnMessage,
  listMutedIds,
  readListedPrices,
} from "./posting";
export { countRecentMessages, isOpenRoom, listTrendingRooms, readRoomStats } from "./rooms";
export { findActiveSanction, findSanctionTarget, listActiveSanctions } from "./sanctions";
