import "server-only";
import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMessages, chatReports } from "@/server/db/schema";
import { selectMessageViews } from "./message-views";
import {
  listAuthorHistories,
  listPendingReports,
  listRevisions,
  listThreadContext,
} from "./moderation-details";
import { hiddenUnreviewed, reportSinceReview } from "./report-since-review";

/** Where a queue page ends: the last card's flagging time and message id. */
export type QueueCursor = { at: Date; id: number };

type QueueOptions = {
  cursor: QueueCursor | null;
  limit: number;
  now: Date;
  minAccountAgeMs: number;
};

/**
 * The moderators' queue (docs/product.md#chat, "Moderation"): messages reported since a moderator
 * last reviewed them, and messages hidden automatically and not reviewed since, the most recently
 * flagged first. Each card carries what a decision needs: the message (hidden ones too), its
 * earlier texts, the reports with how many came from established accounts, the thread around it
 * and its author's record. A handful of queries per page, whatever its size.
 */
export async function listModerationQueue(
  db: Database,
  { cursor, limit, now, minAccountAgeMs }: QueueOptions,
) {
  const pending = db
    .select({
      messageId: chatReports.messageId,
      lastReportAt: max(chatReports.createdAt).as("last_report_at"),
    })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .where(reportSinceReview)
    .groupBy(chatReports.messageId)
    .as("pending");
  // Truncated to the millisecond a JavaScript Date keeps, so the cursor compares exactly.
  const flaggedAt = sql<Date>`date_trunc('milliseconds', greatest(${pending.lastReportAt}, case when ${hiddenUnreviewed} then ${chatMessages.hiddenAt} end))`;
  const after = cursor
    ? sql`(${flaggedAt}, ${chatMessages.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({ id: chatMessages.id, flaggedAt: flaggedAt.mapWith(chatMessages.createdAt) })
    .from(chatMessages)
    .leftJoin(pending, eq(pending.messageId, chatMessages.id))
    .where(and(sql`${flaggedAt} is not null`, after))
    .orderBy(desc(flaggedAt), desc(chatMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return { items: [], nextCursor: null };

  const views = await selectMessageViews(db, inArray(chatMessages.id, ids), {
    newestFirst: true,
    limit: ids.length,
    keepDeleted: true,
  });
  const [revisions, reports, context, authors] = await Promise.all([
    listRevisions(db, ids),
    listPendingReports(db, { messageIds: ids, now, minAccountAgeMs }),
    listThreadContext(db, ids),
    listAuthorHistories(db, { authorIds: [...new Set(views.map((view) => view.author.id))], now }),
  ]);
  const viewsById = new Map(views.map((view) => [view.id, view]));
  const items = page.flatMap(({ id, flaggedAt: at }) => {
    const message = viewsById.get(id);
    const author = message && authors.get(message.author.id);
    if (!message || !author) return [];
    const messageReports = reports.get(id) ?? [];
    return [
      {
        flaggedAt: at,
        message,
        revisions: revisions.get(id) ?? [],
        reports: messageReports,
        // One report per person and message (chat_report's key), so counting reports counts people.
        establishedReporters: messageReports.filter((report) => report.established).length,
        context: context.get(id) ?? { before: [], after: [] },
        author,
      },
    ];
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? { at: last.flaggedAt, id: last.id } : null,
  };
}

export type ModerationQueuePage = Awaited<ReturnType<typeof listModerationQueue>>;
