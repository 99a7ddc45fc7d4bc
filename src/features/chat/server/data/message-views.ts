import "server-only";
import { asc, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { publicAccountsAs } from "@/features/auth/server";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { chatMessagePrices, chatMessages } from "@/server/db/schema";
import { quoteExcerpt } from "../../quote-excerpt";
import { displayNameSql } from "./display-name";

const authors = publicAccountsAs("author");
const replies = alias(chatMessages, "reply");
const replyAuthors = publicAccountsAs("reply_author");

/**
 * A message as readers get it (docs/product.md#chat): a deleted one keeps its place for replies but
 * loses its text, call and prices; a hidden one reaches moderators only (`hidden` is true for them).
 */
export type ChatMessageView = {
  id: number;
  room: string;
  author: { id: string; name: string; isAdmin: boolean };
  body: string | null;
  sentiment: "bullish" | "bearish" | null;
  createdAt: Date;
  editedAt: Date | null;
  deleted: boolean;
  hidden: boolean;
  replyTo: { id: number; authorName: string; excerpt: string | null } | null;
  /** Each symbol the message names, with the price recorded when it was posted and the price now. */
  prices: { symbol: string; postedPrice: number | null; price: number | null }[];
};

/**
 * Messages matching `where`, newest or oldest first, as their readers see them. `keepDeleted` is
 * the moderators' view: a deleted message keeps its text, call and prices (flagged `deleted`), so a
 * call deleted after it went wrong stays on the record (docs/product.md#chat, "Moderation").
 */
export async function selectMessageViews(
  db: Database,
  where: SQL | undefined,
  {
    newestFirst,
    limit,
    keepDeleted = false,
  }: { newestFirst: boolean; limit: number; keepDeleted?: boolean },
): Promise<ChatMessageView[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      room: chatMessages.room,
      authorId: chatMessages.authorId,
      authorName: displayNameSql(authors),
      authorType: authors.type,
      body: chatMessages.body,
      sentiment: chatMessages.sentiment,
      createdAt: chatMessages.createdAt,
      editedAt: chatMessages.editedAt,
      deletedAt: chatMessages.deletedAt,
      hiddenAt: chatMessages.hiddenAt,
      replyId: replies.id,
      replyBody: replies.body,
      replyGone: replies.deletedAt,
      replyHidden: replies.hiddenAt,
      replyAuthorName: displayNameSql(replyAuthors),
    })
    .from(chatMessages)
    .innerJoin(authors, eq(authors.id, chatMessages.authorId))
    .leftJoin(replies, eq(replies.id, chatMessages.replyToId))
    .leftJoin(replyAuthors, eq(replyAuthors.id, replies.authorId))
    .where(where)
    .orderBy(newestFirst ? desc(chatMessages.id) : asc(chatMessages.id))
    .limit(limit);
  const prices = await selectPrices(
    db,
    rows.filter((row) => keepDeleted || !row.deletedAt).map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    room: row.room,
    author: { id: row.authorId, name: row.authorName, isAdmin: row.authorType === "admin" },
    body: row.deletedAt && !keepDeleted ? null : row.body,
    sentiment: row.deletedAt && !keepDeleted ? null : row.sentiment,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    deleted: row.deletedAt !== null,
    hidden: row.hiddenAt !== null,
    replyTo:
      row.replyId === null
        ? null
        : {
            id: row.replyId,
            authorName: row.replyAuthorName ?? "",
            excerpt: quoteExcerpt(
              row.replyBody ?? "",
              row.replyGone !== null || row.replyHidden !== null,
            ),
          },
    prices: prices.get(row.id) ?? [],
  }));
}

/** The recorded and current prices of the messages' symbols, in the order the messages name them. */
async function selectPrices(db: Database, messageIds: number[]) {
  const byMessage = new Map<number, ChatMessageView["prices"]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: chatMessagePrices.messageId,
      symbol: chatMessagePrices.symbol,
      postedPrice: chatMessagePrices.price,
      price: securityListing.lastPrice,
    })
    .from(chatMessagePrices)
    .leftJoin(securityListing, eq(securityListing.symbol, chatMessagePrices.symbol))
    .where(inArray(chatMessagePrices.messageId, messageIds))
    .orderBy(asc(chatMessagePrices.messageId), asc(chatMessagePrices.position));
  for (const { messageId, ...price } of rows)
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), price]);
  return byMessage;
}

/** Whether a reader sees hidden messages: moderators do, everyone else never. */
export function visibleTo(includeHidden: boolean): SQL | undefined {
  return includeHidden ? undefined : isNull(chatMessages.hiddenAt);
}

/** One message's view, hidden ones included (for the writer that just changed it). */
export async function getMessageView(db: Database, id: number): Promise<ChatMessageView | null> {
  const [view] = await selectMessageViews(db, eq(chatMessages.id, id), {
    newestFirst: true,
    limit: 1,
  });
  return view ?? null;
}
