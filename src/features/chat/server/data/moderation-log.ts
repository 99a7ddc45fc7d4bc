import "server-only";
import { desc, eq, lt } from "drizzle-orm";
import { publicAccountsAs } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { chatMessages, chatModerationLog } from "@/server/db/schema";
import { displayNameSql } from "./display-name";

const moderators = publicAccountsAs("log_moderator");
const targets = publicAccountsAs("log_target");

/** How much of a message's text a log line quotes. */
const EXCERPT_LENGTH = 120;

/**
 * A page of the moderation audit log, newest first, before line `before` (ids only grow): what was
 * done, by whom (null: automatically), to which message (its room and the start of its text, hidden
 * or deleted ones too, for moderators only) and to whom, why and when.
 */
export async function listModerationLog(
  db: Database,
  { before, limit }: { before: number | null; limit: number },
) {
  const rows = await db
    .select({
      id: chatModerationLog.id,
      action: chatModerationLog.action,
      moderatorId: chatModerationLog.moderatorId,
      moderatorName: displayNameSql(moderators),
      messageId: chatModerationLog.messageId,
      room: chatMessages.room,
      body: chatMessages.body,
      targetName: displayNameSql(targets),
      reason: chatModerationLog.reason,
      createdAt: chatModerationLog.createdAt,
    })
    .from(chatModerationLog)
    .leftJoin(moderators, eq(moderators.id, chatModerationLog.moderatorId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatModerationLog.messageId))
    .leftJoin(targets, eq(targets.id, chatModerationLog.targetUserId))
    .where(before === null ? undefined : lt(chatModerationLog.id, before))
    .orderBy(desc(chatModerationLog.id))
    .limit(limit + 1);
  const lines = rows
    .slice(0, limit)
    .map(({ moderatorId, moderatorName, body, targetName, ...line }) => ({
      ...line,
      moderatorName: moderatorId === null ? null : moderatorName,
      excerpt: body === null ? null : [...body].slice(0, EXCERPT_LENGTH).join(""),
      targetName: targetName ?? null,
    }));
  return { lines, nextCursor: rows.length > limit ? (lines.at(-1)?.id ?? null) : null };
}
