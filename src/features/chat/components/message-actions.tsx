"use client";

import { CALL_ALERT_DEFAULT_PERCENT } from "@/features/alerts";
import { useCallAlert } from "@/features/alerts/components";
import type { ChatMessageView } from "../chat-views";
import { EDIT_WINDOW_MS } from "../message-limits";
import { useChatRoom } from "./chat-room-context";
import { type MenuItem, MessageMenu } from "./message-menu";

/**
 * What the reader may do with a message: reply to any; edit their own within 5 minutes, delete
 * their own, set an alert on each of its calls (docs/alerts.md#chat-alerts); report others'
 * (once) and mute or unmute their authors.
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
  const alertOnCall = useCallAlert();
  const own = message.author.id === viewer.id;
  const items: MenuItem[] = [];
  if (reply) items.push({ label: "Reply", onSelect: () => reply(message) });
  if (own) {
    if (viewer.canPost && now - message.createdAt.getTime() < EDIT_WINDOW_MS)
      items.push({ label: "Edit", onSelect: onEdit });
    const calls = message.prices.filter((call) => call.postedPrice !== null);
    for (const { symbol, postedPrice } of calls)
      items.push({
        label: `Alert me when ${calls.length === 1 ? "this call" : symbol} moves ±${CALL_ALERT_DEFAULT_PERCENT} %`,
        onSelect: () =>
          postedPrice !== null && alertOnCall({ messageId: message.id, symbol, postedPrice }),
      });
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
