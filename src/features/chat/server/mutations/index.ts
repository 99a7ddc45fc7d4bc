export { appendChatEvent } from "./append-chat-event";
export { insertMessage, markMessageDeleted, replaceMessageBody } from "./message-mutations";
export { insertReport, logModeration, setMessageHidden } from "./moderation-mutations";
export { addMute, removeMute } from "./personal-mutes";
export { deleteMessageAsModerator, markMessageReviewed } from "./review-mutations";
export { insertSanction, liftSanction } from "./sanction-mutations";
