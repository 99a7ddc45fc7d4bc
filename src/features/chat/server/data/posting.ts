import "server-only";
import { and, count, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { publicAccountsAs } from "@/features/auth/server";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { chatMessagePrices, chatMessages, chatMutes, chatReports } from "@/server/db/schema";
import { countingReporterSql } from "./counting-reporter";
import { reportSinceReview } from "./report-since-review";

const reporters = publicAccountsAs("reporter");

/** When the person last posted exactly `body` since `since`, if they did. */
export async function findDuplicatePost(
  db: Database,
  { authorId, body, since }: { authorId: string; body: string; since: Date },
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.authorId, authorId),
        gte(chatMessages.createdAt, since),
        eq(chatMessages.body, body),
        isNull(chatMessages.deletedAt),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** A listed symbol's last price and when it was quoted. */
export type ListedPrice = { price: number | null; quotedAt: Date };

/** The last price of each of `symbols` the market lists now, with its time; unlisted ones are absent. */
export async function readListedPrices(
  db: Database,
  symbols: string[],
): Promise<Map<string, ListedPrice>> {
  if (symbols.length === 0) return new Map();
  const rows = await db
    .select({
      symbol: securityListing.symbol,
      price: securityListing.lastPrice,
      quotedAt: securityListing.asOf,
    })
    .from(securityListing)
    .where(and(inArray(securityListing.symbol, symbols), eq(securityListing.listed, true)));
  return new Map(rows.map(({ symbol, ...listed }) => [symbol, listed]));
}

/** A message as its author's edit and deletion need it, with the symbols whose prices it recorded. */
export async function findOwnMessage(db: Database, id: number) {
  const [row] = await db
    .select({
      id: chatMessages.id,
      room: chatMessages.room,
      authorId: chatMessages.authorId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      deletedAt: chatMessages.deletedAt,
      hiddenAt: chatMessages.hiddenAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, id));
  if (!row) return null;
  const symbols = await db
    .select({ symbol: chatMessagePrices.symbol })
    .from(chatMessagePrices)
    .where(eq(chatMessagePrices.messageId, id));
  return { ...row, symbols: symbols.map((entry) => entry.symbol) };
}

/** The people this person muted, with when. */
export async function listMutedIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatMutes.mutedUserId })
    .from(chatMutes)
    .where(eq(chatMutes.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * How many distinct established accounts, none banned, reported the message since a moderator
 * last reviewed it (countingReporterSql): the count that hides it pending review.
 */
export async function countEstablishedReporters(
  db: Database,
  { messageId, now, minAccountAgeMs }: { messageId: number; now: Date; minAccountAgeMs: number },
): Promise<number> {
  const [row] = await db
    .select({ reporters: count() })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .innerJoin(reporters, eq(reporters.id, chatReports.reporterId))
    .where(
      and(
        eq(chatReports.messageId, messageId),
        reportSinceReview,
        countingReporterSql(reporters, { now, minAccountAgeMs }),
      ),
    );
  return row?.reporters ?? 0;
}
