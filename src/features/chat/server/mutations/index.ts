export { appendChatEvent } from "./append-chat-event";
export { insertMessage, markMessageDeleted, replaceMessageBody } from "./message-mutations";
export { addMute, removeMute } from "./personal-mutes";
export { insertReport, logModeration, setMessageHidden } from "./moderation-mutations";
export { insertSanction, liftSanction } from "./sanction-mutations";
export { deleteMessageAsModerator, markMessageReviewed } from "./review-mutations";
