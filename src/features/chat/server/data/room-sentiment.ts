import "server-only";
import { and, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { publicAccountsAs } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { chatMessages } from "@/server/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const voters = publicAccountsAs("voter");

/**
 * A room's sentiment over the 24 hours before `now` (docs/product.md#chat, "Sentiment"): each
 * account counts once, with its latest tagged message, hidden and deleted messages not at all, and
 * accounts younger than `minAccountAgeMs` at `now` count not at all, so new accounts made in a
 * hurry cannot move the bar: `notCounted` says how many such calls wait, so the page can say why.
 * The room's strip and the sentiment flip alert both read it.
 */
export async function readRoomSentiment(
  db: Database,
  { room, now, minAccountAgeMs }: { room: string; now: Date; minAccountAgeMs: number },
): Promise<{ bullish: number; bearish: number; notCounted: number }> {
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
        isNull(chatMessages.deletedAt),
        isNull(chatMessages.hiddenAt),
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
  return {
    bullish: votes?.bullish ?? 0,
    bearish: votes?.bearish ?? 0,
    notCounted: votes?.notCounted ?? 0,
  };
}
