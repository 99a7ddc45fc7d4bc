import "server-only";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { ChatEventKind } from "@/server/db/enums";
import { chatEvents, chatMessages, chatRooms } from "@/server/db/schema";
import { type ChatMessageView, selectMessageViews, visibleTo } from "./message-views";
import { messageViewsById } from "./message-views-by-id";

/** The number of the room's latest event; 0 before its first. */
export async function readRoomSeq(db: Database, room: string): Promise<number> {
  const [row] = await db
    .select({ seq: chatRooms.lastSeq })
    .from(chatRooms)
    .where(eq(chatRooms.room, room));
  return row?.seq ?? 0;
}

/** The latest event number of each of `rooms` that has one. */
export async function readRoomSeqs(db: Database, rooms: string[]): Promise<Map<string, number>> {
  if (rooms.length === 0) return new Map();
  const rows = await db
    .select({ room: chatRooms.room, seq: chatRooms.lastSeq })
    .from(chatRooms)
    .where(inArray(chatRooms.room, rooms));
  return new Map(rows.map((row) => [row.room, row.seq]));
}

/**
 * A page of a room's history, newest first, older than message `before` (the cursor: ids only
 * grow, so a page never shifts while new messages arrive). `seq` is the room's event number read
 * before the page: every event up to it is in the page, and the live stream resumes after it
 * (docs/architecture.md#real-time).
 */
export async function listRoomHistory(
  db: Database,
  {
    room,
    before,
    limit,
    includeHidden,
  }: { room: string; before: number | null; limit: number; includeHidden: boolean },
) {
  const seq = await readRoomSeq(db, room);
  const where = and(
    eq(chatMessages.room, room),
    before === null ? undefined : lt(chatMessages.id, before),
    visibleTo(includeHidden),
  );
  const messages = await selectMessageViews(db, where, { newestFirst: true, limit: limit + 1 });
  return {
    messages: messages.slice(0, limit),
    nextCursor: messages.length > limit ? (messages[limit - 1]?.id ?? null) : null,
    seq,
  };
}

export type ChatEvent = { seq: number; kind: ChatEventKind; message: ChatMessageView };

/**
 * The room's events after `afterSeq`, oldest first, each with its message as it is now (hidden
 * ones too: the caller decides who sees them). At most `limit`; `more` says a reader fell further
 * behind than that and should reload the room instead.
 */
export async function listEventsAfter(
  db: Database,
  {
    room,
    afterSeq,
    limit,
    untilSeq,
  }: { room: string; afterSeq: number; limit: number; untilSeq?: number },
) {
  const events = await db
    .select({ seq: chatEvents.seq, kind: chatEvents.kind, messageId: chatEvents.messageId })
    .from(chatEvents)
    .where(
      and(
        eq(chatEvents.room, room),
        gt(chatEvents.seq, afterSeq),
        untilSeq === undefined ? undefined : lt(chatEvents.seq, untilSeq + 1),
      ),
    )
    .orderBy(asc(chatEvents.seq))
    .limit(limit + 1);
  const shown = events.slice(0, limit);
  const byId = await messageViewsById(
    db,
    shown.map((event) => event.messageId),
  );
  const list: ChatEvent[] = shown.flatMap((event) => {
    const message = byId.get(event.messageId);
    return message ? [{ seq: event.seq, kind: event.kind, message }] : [];
  });
  return { events: list, more: events.length > limit };
}
