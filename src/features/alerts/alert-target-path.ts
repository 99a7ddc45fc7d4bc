import { chatRoomHref, GENERAL_ROOM } from "@/features/chat";

/**
 * Where an alert's symbol leads: its stock page, whose chat panel a room alert is about too; the
 * general chat room (docs/alerts.md#chat-alerts), which has no stock page, leads to its room.
 */
export function alertTargetPath(symbol: string): string {
  return symbol === GENERAL_ROOM
    ? chatRoomHref(GENERAL_ROOM)
    : `/stocks/${encodeURIComponent(symbol)}`;
}
