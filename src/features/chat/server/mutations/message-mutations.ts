import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { ChatSentiment } from "@/server/db/enums";
import { chatMessagePrices, chatMessageRevisions, chatMessages } from "@/server/db/schema";
import { appendChatEvent } from "./append-chat-event";

type NewMessage = {
  room: string;
  authorId: string;
  body: string;
  sentiment: ChatSentiment | null;
  replyToId: number | null;
  hasLinks: boolean;
  /** The app's clock, not the database's: the duplicate rule and the edit window measure from it. */
  createdAt: Date;
  /** The symbols the message names, in order, with their prices now and their times: recorded for good. */
  prices: { symbol: string; price: number | null; quotedAt: Date }[];
};

/** Stores a message with its recorded prices and its "posted" event, in one transaction. */
export async function insertMessage(
  db: Database,
  message: NewMessage,
): Promise<{ id: number; seq: number }> {
  return db.transaction(async (tx) => {
    const { prices, ...columns } = message;
    const [row] = await tx.insert(chatMessages).values(columns).returning({ id: chatMessages.id });
    if (!row) throw new Error("The message was not stored.");
    if (prices.length > 0)
      await tx.insert(chatMessagePrices).values(
        prices.map((entry, position) => ({
          messageId: row.id,
          symbol: entry.symbol,
          position,
          price: entry.price,
          quotedAt: entry.quotedAt,
        })),
      );
    const seq = await appendChatEvent(tx, {
      room: message.room,
      messageId: row.id,
      kind: "posted",
    });
    return { id: row.id, seq };
  });
}

/**
 * Replaces a live message's text, keeping the old one as a revision; false when the message was
 * deleted meanwhile. Its recorded prices stay as they were.
 */
export async function replaceMessageBody(
  db: Database,
  {
    id,
    room,
    body,
    hasLinks,
    now,
  }: { id: number; room: string; body: string; hasLinks: boolean; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .for("update");
    if (!before) return false;
    if (before.body === body) return true;
    await tx
      .insert(chatMessageRevisions)
      .values({ messageId: id, body: before.body, replacedAt: now });
    await tx
      .update(chatMessages)
      .set({ body, hasLinks, editedAt: now })
      .where(eq(chatMessages.id, id));
    await appendChatEvent(tx, { room, messageId: id, kind: "edited" });
    return true;
  });
}

/** Marks a message deleted (its row, text and prices stay for moderators); false when it already was. */
export async function markMessageDeleted(
  db: Database,
  { id, room, now }: { id: number; room: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ deletedAt: now })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    if (!row) return false;
    await appendChatEvent(tx, { room, messageId: id, kind: "deleted" });
    return true;
  });
}
