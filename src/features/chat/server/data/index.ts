export { listEventsAfter, listRoomHistory, readRoomSeq, readRoomSeqs, type ChatEvent } from "./history";
export { getMessageView, selectMessageViews, type ChatMessageView } from "./message-views";
export { countEstablishedReporters, findDuplicatePost, findOwnMessage, listMutedIds, readListedPrices } from "./posting";
export { countRecentMessages, isOpenRoom, listTrendingRooms, readRoomStats } from "./rooms";
export { listModerationQueue, type ModerationQueuePage, type QueueCursor } from "./moderation";
export { listModerationLog } from "./moderation-log";
export { findActiveSanction, findSanctionTarget, listActiveSanctions } from "./sanctions";
export { exportChat } from "./export-chat";
