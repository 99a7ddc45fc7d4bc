import "server-only";
import { and, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { chatMessages } from "@/server/db/schema";
import { GENERAL_ROOM } from "../../chat-room";
import { readRoomSentiment } from "./room-sentiment";

const DAY_MS = 24 * 60 * 60 * 1000;
const live = and(isNull(chatMessages.deletedAt), isNull(chatMessages.hiddenAt));

/** Whether `room` exists: `general`, or a symbol the market lists now. */
export async function isOpenRoom(db: Database, room: string): Promise<boolean> {
  if (room === GENERAL_ROOM) return true;
  const [row] = await db
    .select({ listed: securityListing.listed })
    .from(securityListing)
    .where(eq(securityListing.symbol, room))
    .limit(1);
  return row?.listed === true;
}

/** The rooms with the most messages in the 24 hours before `now`, busiest first. */
export async function listTrendingRooms(
  db: Database,
  { now, limit }: { now: Date; limit: number },
) {
  const messages = count(chatMessages.id);
  return db
    .select({ room: chatMessages.room, messages })
    .from(chatMessages)
    .where(and(live, gte(chatMessages.createdAt, new Date(now.getTime() - DAY_MS))))
    .groupBy(chatMessages.room)
    .orderBy(desc(messages), chatMessages.room)
    .limit(limit);
}

/** Messages in the last 24 hours of each of `rooms` (rooms without any are left out). */
export async function countRecentMessages(
  db: Database,
  { rooms, now }: { rooms: string[]; now: Date },
): Promise<Map<string, number>> {
  if (rooms.length === 0) return new Map();
  const rows = await db
    .select({ room: chatMessages.room, messages: count(chatMessages.id) })
    .from(chatMessages)
    .where(
      and(
        live,
        inArray(chatMessages.room, rooms),
        gte(chatMessages.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .groupBy(chatMessages.room);
  return new Map(rows.map((row) => [row.room, row.messages]));
}

/**
 * A room's sentiment over the 24 hours before `now` (readRoomSentiment) and its message volume per
 * UTC day over 7 days (docs/product.md#chat, "Sentiment").
 */
export async function readRoomStats(
  db: Database,
  { room, now, minAccountAgeMs }: { room: string; now: Date; minAccountAgeMs: number },
) {
  const votes = await readRoomSentiment(db, { room, now, minAccountAgeMs });
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 6),
  );
  const day = sql<string>`to_char(${chatMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day, messages: count(chatMessages.id) })
    .from(chatMessages)
    .where(and(eq(chatMessages.room, room), live, gte(chatMessages.createdAt, firstDay)))
    .groupBy(day);
  const counts = new Map(perDay.map((row) => [row.day, row.messages]));
  const volume = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { day: date, messages: counts.get(date) ?? 0 };
  });
  return { ...votes, volume };
}
