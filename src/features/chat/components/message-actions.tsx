"use client";

import type { ChatMessageView } from "../chat-views";
import { EDIT_WINDOW_MS } from "../message-limits";
import { useChatRoom } from "./chat-room-context";
import { type MenuItem, MessageMenu } from "./message-menu";

/**
 * What the reader may do with a message: reply to any; edit their own within 5 minutes, delete
 * their own; report others' (once) and mute or unmute their authors.
 */
export function MessageActions({
  message,
  now,
  onEdit,
  onDelete,
}: {
  message: ChatMessageView;
  now: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { viewer, reply, reported, report, mutedIds, mute } = useChatRoom();
  const own = message.author.id === viewer.id;
  const items: MenuItem[] = [];
  if (reply) items.push({ label: "Reply", onSelect: () => reply(message) });
  if (own) {
    if (viewer.canPost && now - message.createdAt.getTime() < EDIT_WINDOW_MS)
      items.push({ label: "Edit", onSelect: onEdit });
    items.push({ label: "Delete", onSelect: onDelete });
  } else {
    const isReported = reported.has(message.id);
    items.push({
      label: isReported ? "Reported" : "Report",
      onSelect: () => report(message.id),
      disabled: isReported,
    });
    const isMuted = mutedIds.has(message.author.id);
    items.push({
      label: `${isMuted ? "Unmute" : "Mute"} ${message.author.name}`,
      onSelect: () => mute(message.author.id, !isMuted),
    });
  }
  return (
    <div className="-mr-1 shrink-0 self-start">
      <MessageMenu label={`Actions for ${message.author.name}'s message`} items={items} />
    </div>
  );
}
