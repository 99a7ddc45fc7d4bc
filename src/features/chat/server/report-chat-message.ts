import "server-only";
import { TRPCError } from "@trpc/server";
import { env } from "@/env";
import type { Database } from "@/server/db/create-database";
import { SENTIMENT_ACCOUNT_AGE_MS } from "../message-limits";
import { countEstablishedReporters, getMessageView } from "./data";
import { insertReport, setMessageHidden } from "./mutations";

type ReportContext = { db: Database; reporterId: string; now: Date; autoHideReports?: number };

/**
 * A person's report of a message, once per person (docs/product.md#chat, "Moderation"). It goes to
 * the moderators' queue; once CHAT_AUTO_HIDE_REPORTS distinct established accounts (a week old,
 * email confirmed, the same bar as sentiment) reported it, it is hidden pending review, so a
 * ring of fresh accounts cannot silence someone and a pump cannot outlast its reporters.
 */
export async function reportChatMessage(
  { db, reporterId, now, autoHideReports = env.CHAT_AUTO_HIDE_REPORTS }: ReportContext,
  { id, reason }: { id: number; reason: string | null },
) {
  const message = await getMessageView(db, id);
  if (!message || message.hidden || message.deleted)
    throw new TRPCError({ code: "NOT_FOUND", message: "That message is no longer there." });
  if (message.author.id === reporterId)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "You cannot report your own message; delete it instead.",
    });
  if (!(await insertReport(db, { messageId: id, reporterId, reason: reason || null, now }))) {
    throw new TRPCError({
      code: "CONFLICT",
      message: "You reported this message already. A moderator will look at it.",
    });
  }
  const reporters = await countEstablishedReporters(db, {
    messageId: id,
    now,
    minAccountAgeMs: SENTIMENT_ACCOUNT_AGE_MS,
  });
  const hidden =
    reporters >= autoHideReports &&
    (await setMessageHidden(db, {
      id,
      hidden: true,
      action: "auto_hide",
      moderatorId: null,
      reason: `Reported by ${reporters} accounts; hidden until a moderator reviews it.`,
      now,
    }));
  return { id, hidden };
}
