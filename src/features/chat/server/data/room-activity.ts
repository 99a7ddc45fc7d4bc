import "server-only";
import { and, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { publicAccountsAs } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { chatMessages } from "@/server/db/schema";

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const authors = publicAccountsAs("author");

/**
 * Each room's visible messages in the hour before `now` and in the 7 days before that hour
 * (docs/alerts.md#chat-alerts), counting only authors at least `minAccountAgeMs` old at `now`, as
 * sentiment counts them, so a burst of fresh accounts cannot set off people's alerts. Rooms
 * without a message in those 7 days and 1 hour are left out.
 */
export async function countRoomActivity(
  db: Database,
  { rooms, now, minAccountAgeMs }: { rooms: string[]; now: Date; minAccountAgeMs: number },
): Promise<Map<string, { lastHour: number; weekBefore: number }>> {
  if (rooms.length === 0) return new Map();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const rows = await db
    .select({
      room: chatMessages.room,
      lastHour: sql<number>`count(*) filter (where ${gte(chatMessages.createdAt, hourAgo)})::int`,
      weekBefore: sql<number>`count(*) filter (where ${lt(chatMessages.createdAt, hourAgo)})::int`,
    })
    .from(chatMessages)
    .innerJoin(authors, eq(authors.id, chatMessages.authorId))
    .where(
      and(
        inArray(chatMessages.room, rooms),
        isNull(chatMessages.deletedAt),
        isNull(chatMessages.hiddenAt),
        gte(chatMessages.createdAt, new Date(hourAgo.getTime() - WEEK_MS)),
        lte(chatMessages.createdAt, now),
        lte(authors.createdAt, new Date(now.getTime() - minAccountAgeMs)),
      ),
    )
    .groupBy(chatMessages.room);
  return new Map(rows.map(({ room, ...counts }) => [room, counts]));
}
