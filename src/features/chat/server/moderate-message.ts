import "server-only";
import { TRPCError } from "@trpc/server";
import type { Database } from "@/server/db/create-database";
import { getMessageView } from "./data";
import { deleteMessageAsModerator, markMessageReviewed, setMessageHidden } from "./mutations";

export type ModerationDecision = "hide" | "restore" | "delete" | "dismiss";
type ModerationContext = { db: Database; moderatorId: string; now: Date };

const GONE = "That message is no longer there.";

/**
 * A moderator's decision on a message (docs/product.md#chat, "Moderation"). Each marks the message
 * reviewed, so it leaves the queue until someone reports it again, and writes exactly one line of
 * the audit log: hide and restore change what readers see (their streams drop or regain it),
 * delete leaves the "Message deleted" placeholder, dismiss keeps the message as it is.
 */
export async function moderateMessage(
  { db, moderatorId, now }: ModerationContext,
  { messageId, action, reason }: { messageId: number; action: ModerationDecision; reason: string },
) {
  const message = await getMessageView(db, messageId);
  if (!message) throw new TRPCError({ code: "NOT_FOUND", message: GONE });
  const review = { id: messageId, moderatorId, reason: reason || null, now };
  switch (action) {
    case "hide": {
      if (message.deleted)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: "That message was deleted already, so there is nothing left to hide.",
        });
      const hidden = await setMessageHidden(db, { ...review, hidden: true, action: "hide" });
      // Already hidden (automatically, after reports): the moderator's hide confirms it, and is its one log line.
      await markMessageReviewed(db, { ...review, action: hidden ? null : "hide" });
      break;
    }
    case "restore":
      if (!message.hidden)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: "That message is not hidden, so there is nothing to restore.",
        });
      if (!(await setMessageHidden(db, { ...review, hidden: false, action: "restore" })))
        throw new TRPCError({
          code: "CONFLICT",
          message: "Another moderator restored that message a moment ago.",
        });
      break;
    case "delete":
      if (!(await deleteMessageAsModerator(db, review)))
        throw new TRPCError({ code: "BAD_REQUEST", message: "That message was deleted already." });
      break;
    case "dismiss":
      if (!(await markMessageReviewed(db, { ...review, action: "dismiss" })))
        throw new TRPCError({ code: "NOT_FOUND", message: GONE });
      break;
  }
  const after = await getMessageView(db, messageId);
  if (!after) throw new TRPCError({ code: "NOT_FOUND", message: GONE });
  return after;
}
