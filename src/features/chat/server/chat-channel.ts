/**
 * The one LISTEN/NOTIFY channel of chat (docs/architecture.md#real-time): every room's events,
 * each notification naming the room and the event's number, never the message (payloads are
 * small and public; readers fetch the message as they may see it).
 */
export const CHAT_CHANNEL = "chat_events";

export type ChatNotification = { room: string; seq: number };

export function encodeChatNotification(notification: ChatNotification): string {
  return JSON.stringify(notification);
}

/** The notification in `payload`, or null for anything else on the channel. */
export function decodeChatNotification(payload: string): ChatNotification | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null) return null;
    const { room, seq } = value as Record<string, unknown>;
    return typeof room === "string" && typeof seq === "number" && Number.isSafeInteger(seq)
      ? { room, seq }
      : null;
  } catch {
    return null;
  }
}
