import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { ChatModerationAction } from "@/server/db/enums";
import { chatMessages } from "@/server/db/schema";
import { appendChatEvent } from "./append-chat-event";
import { logModeration } from "./moderation-mutations";

type Review = { id: number; moderatorId: string; reason: string | null; now: Date };

/**
 * Marks a message reviewed, so its reports so far leave the queue; with `action`, the audit line
 * saying what the moderator decided (dismiss, or a hide confirming an automatic one). False when
 * the message is not there.
 */
export async function markMessageReviewed(
  db: Database,
  { id, moderatorId, reason, now, action }: Review & { action: ChatModerationAction | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ reviewedAt: now })
      .where(eq(chatMessages.id, id))
      .returning({ authorId: chatMessages.authorId });
    if (!row) return false;
    if (action)
      await logModeration(tx, {
        action,
        moderatorId,
        messageId: id,
        targetUserId: row.authorId,
        reason,
        at: now,
      });
    return true;
  });
}

/**
 * A moderator's deletion: the message becomes the "Message deleted" placeholder for everyone, its
 * row, text and prices kept for moderators; reviewed, logged and sent to readers' streams in one
 * transaction. False when it was deleted already.
 */
export async function deleteMessageAsModerator(
  db: Database,
  { id, moderatorId, reason, now }: Review,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ deletedAt: now, reviewedAt: now })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning({ room: chatMessages.room, authorId: chatMessages.authorId });
    if (!row) return false;
    await logModeration(tx, {
      action: "delete",
      moderatorId,
      messageId: id,
      targetUserId: row.authorId,
      reason,
      at: now,
    });
    await appendChatEvent(tx, { room: row.room, messageId: id, kind: "deleted" });
    return true;
  });
}
