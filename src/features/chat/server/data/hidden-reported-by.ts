import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMessages, chatReports } from "@/server/db/schema";
import { hiddenUnreviewed, reportSinceReview } from "./report-since-review";

/**
 * The messages hidden automatically, and not reviewed since, that the person reported: those their
 * reports may have hidden. A moderator's hide marks the message reviewed, so it is never one.
 */
export async function listHiddenReportedBy(db: Database, reporterId: string): Promise<number[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .where(
      and(
        eq(chatReports.reporterId, reporterId),
        reportSinceReview,
        hiddenUnreviewed,
        isNull(chatMessages.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}
