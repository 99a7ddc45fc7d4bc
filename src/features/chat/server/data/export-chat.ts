import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMessageRevisions, chatMessages, chatMutes } from "@/server/db/schema";

/**
 * A person's chat data for "Export my data": every message they posted (deleted and hidden ones
 * too, with their earlier texts) and the people they muted. Never what others wrote or reported.
 */
export async function exportChat(db: Database, userId: string) {
  const messages = await db
    .select({
      id: chatMessages.id,
      room: chatMessages.room,
      body: chatMessages.body,
      sentiment: chatMessages.sentiment,
      createdAt: chatMessages.createdAt,
      editedAt: chatMessages.editedAt,
      deletedAt: chatMessages.deletedAt,
      hiddenAt: chatMessages.hiddenAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.authorId, userId))
    .orderBy(asc(chatMessages.id));
  const revisions = await db
    .select({
      messageId: chatMessageRevisions.messageId,
      body: chatMessageRevisions.body,
      replacedAt: chatMessageRevisions.replacedAt,
    })
    .from(chatMessageRevisions)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageRevisions.messageId))
    .where(eq(chatMessages.authorId, userId))
    .orderBy(asc(chatMessageRevisions.id));
  const mutes = await db
    .select({ userId: chatMutes.mutedUserId, since: chatMutes.createdAt })
    .from(chatMutes)
    .where(eq(chatMutes.userId, userId));
  return {
    messages: messages.map((message) => ({
      ...message,
      earlierTexts: revisions
        .filter((revision) => revision.messageId === message.id)
        .map(({ body, replacedAt }) => ({ body, replacedAt })),
    })),
    mutedPeople: mutes,
  };
}
