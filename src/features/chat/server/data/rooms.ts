import "server-only";
import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { publicAccountsAs } from "@/features/auth/server";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { chatMessages } from "@/server/db/schema";
import { GENERAL_ROOM } from "../../chat-room";

const DAY_MS = 24 * 60 * 60 * 1000;
const voters = publicAccountsAs("voter");
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
 * A room's sentiment over the 24 hours before `now` and its message volume per UTC day over 7 days
 * (docs/product.md#chat, "Sentiment"): each account counts once, with its latest tagged message,
 * and accounts younger than `minAccountAgeMs` at `now` count not at all, so new accounts made in
 * a hurry cannot move the bar: `notCounted` says how many such calls wait, so the page can say why.
 */
export async function readRoomStats(
  db: Database,
  { room, now, minAccountAgeMs }: { room: string; now: Date; minAccountAgeMs: number },
) {
  const since = new Date(now.getTime() - DAY_MS);
  const establishedBy = new Date(now.getTime() - minAccountAgeMs);
  const latestCalls = db
    .selectDistinctOn([chatMessages.authorId], {
      authorId: chatMessages.authorId,
      sentiment: chatMessages.sentiment,
      established: sql<boolean>`${lte(voters.createdAt, establishedBy)}`.as("established"),
    })
    .from(chatMessages)
    .innerJoin(voters, eq(voters.id, chatMessages.authorId))
    .where(
      and(
        eq(chatMessages.room, room),
        live,
        gte(chatMessages.createdAt, since),
        sql`${chatMessages.sentiment} is not null`,
      ),
    )
    .orderBy(chatMessages.authorId, desc(chatMessages.id))
    .as("latest_call");
  const [votes] = await db
    .select({
      bullish: sql<number>`count(*) filter (where ${latestCalls.established} and ${latestCalls.sentiment} = 'bullish')::int`,
      bearish: sql<number>`count(*) filter (where ${latestCalls.established} and ${latestCalls.sentiment} = 'bearish')::int`,
      notCounted: sql<number>`count(*) filter (where not ${latestCalls.established})::int`,
    })
    .from(latestCalls);
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
  return {
    bullish: votes?.bullish ?? 0,
    bearish: votes?.bearish ?? 0,
    notCounted: votes?.notCounted ?? 0,
    volume,
  };
}
