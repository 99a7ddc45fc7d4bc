import "server-only";
import { and, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { chatMessages, chatReports } from "@/server/db/schema";

/**
 * A report that still counts against its message: made after a moderator last reviewed it, or the
 * message was never reviewed. A review settles the reports before it (docs/product.md#chat).
 * For queries that join chat_reports to chat_messages.
 */
export const reportSinceReview = or(
  isNull(chatMessages.reviewedAt),
  gt(chatReports.createdAt, chatMessages.reviewedAt),
);

/** A message hidden (automatically: a moderator's hide marks it reviewed) and not reviewed since. */
export const hiddenUnreviewed = and(
  isNotNull(chatMessages.hiddenAt),
  or(isNull(chatMessages.reviewedAt), lt(chatMessages.reviewedAt, chatMessages.hiddenAt)),
);
