import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** The room for talk that is about no one stock (docs/product.md#chat). */
export const GENERAL_ROOM = "general";

/** Longer than any room name: `general`, or a symbol of up to 6 + 1 + 4 characters. */
export const MAX_ROOM_INPUT_LENGTH = 16;

/**
 * A room's one name: `general`, or a symbol in its canonical form (`brk-b` → `BRK.B`), so `$brk.b`,
 * `/chat/BRK-B` and `/chat/BRK.B` are one room. Null when the text can be neither; whether the
 * symbol is listed is the server's question.
 */
export function parseRoomName(input: string): string | null {
  const text = input.trim();
  if (text.toLowerCase() === GENERAL_ROOM) return GENERAL_ROOM;
  return normalizeSymbol(text);
}

/** The room's address. */
export function chatRoomHref(room: string): string {
  return `/chat/${encodeURIComponent(room)}`;
}

/** How a room is named on screen: `General` or `$AAPL`. */
export function roomTitle(room: string): string {
  return room === GENERAL_ROOM ? "General" : `$${room}`;
}
