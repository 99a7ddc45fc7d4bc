import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import type { ChatModerationAction } from "@/server/db/enums";
import { chatMessages, chatModerationLog, chatReports } from "@/server/db/schema";
import { appendChatEvent } from "./append-chat-event";

type LogEntry = {
  action: ChatModerationAction;
  moderatorId: string | null;
  messageId?: number | null;
  targetUserId?: string | null;
  reason?: string | null;
  at: Date;
};

/** One line of the moderation audit log, in the transaction that did what it records. */
export async function logModeration(tx: DatabaseTransaction, entry: LogEntry): Promise<void> {
  await tx.insert(chatModerationLog).values({
    action: entry.action,
    moderatorId: entry.moderatorId,
    messageId: entry.messageId ?? null,
    targetUserId: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}

/** Records a person's report of a message; false when they had reported it already. */
export async function insertReport(
  db: Database,
  {
    messageId,
    reporterId,
    reason,
    now,
  }: { messageId: number; reporterId: string; reason: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(chatReports)
    .values({ messageId, reporterId, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ messageId: chatReports.messageId });
  return rows.length > 0;
}

/**
 * Hides a message from everyone but moderators, or shows it again, with its audit line and its
 * event (readers' streams drop or regain it); false when it was already so. A moderator's restore
 * settles the reports so far; an automatic one (no moderator) leaves them in the queue.
 */
export async function setMessageHidden(
  db: Database,
  {
    id,
    hidden,
    action,
    moderatorId,
    reason,
    now,
  }: {
    id: number;
    hidden: boolean;
    action: ChatModerationAction;
    moderatorId: string | null;
    reason: string | null;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set(
        hidden
          ? { hiddenAt: now, hiddenReason: reason }
          : { hiddenAt: null, hiddenReason: null, ...(moderatorId ? { reviewedAt: now } : {}) },
      )
      .where(
        and(
          eq(chatMessages.id, id),
          hidden ? isNull(chatMessages.hiddenAt) : isNotNull(chatMessages.hiddenAt),
        ),
      )
      .returning({ room: chatMessages.room, authorId: chatMessages.authorId });
    if (!row) return false;
    await logModeration(tx, {
      action,
      moderatorId,
      messageId: id,
      targetUserId: row.authorId,
      reason,
      at: now,
    });
    await appendChatEvent(tx, {
      room: row.room,
      messageId: id,
      kind: hidden ? "hidden" : "restored",
    });
    return true;
  });
}
