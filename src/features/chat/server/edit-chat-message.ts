import "server-only";
import { TRPCError } from "@trpc/server";
import type { Database } from "@/server/db/create-database";
import type { RequestSession } from "@/types/session-user";
import { findWebLinks } from "../find-web-links";
import { EDIT_WINDOW_MS, LINKS_AFTER_ACCOUNT_AGE_MS } from "../message-limits";
import { findOwnMessage, getMessageView, readListedPrices } from "./data";
import { markMessageDeleted, replaceMessageBody } from "./mutations";
import { namedSymbols } from "./post-chat-message";
import { describePostingBlock, readPostingStatus } from "./read-posting-status";

type EditContext = { db: Database; session: RequestSession; now: Date };

const NOT_YOURS = "That message is not there, or it is not yours to change.";

/** The message, when it is the caller's and still live. */
async function findOwnLiveMessage(db: Database, session: RequestSession, id: number) {
  const message = await findOwnMessage(db, id);
  if (!message || message.authorId !== session?.user.id || message.deletedAt)
    throw new TRPCError({ code: "NOT_FOUND", message: NOT_YOURS });
  return message;
}

/**
 * Changes the text of one's own message within 5 minutes of posting (docs/product.md#chat). The
 * prices were recorded at posting for the symbols it named, so an edit may not name others: the
 * call it made stays the call it made.
 */
export async function editChatMessage(
  { db, session, now }: EditContext,
  { id, body }: { id: number; body: string },
) {
  const message = await findOwnLiveMessage(db, session, id);
  const status = await readPostingStatus(db, session, now);
  if (!status.canPost)
    throw new TRPCError({ code: "FORBIDDEN", message: describePostingBlock(status) });
  if (now.getTime() - message.createdAt.getTime() > EDIT_WINDOW_MS) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message:
        "A message can be edited for 5 minutes after posting. Delete it and post again instead.",
    });
  }
  const hasLinks = findWebLinks(body).length > 0;
  if (hasLinks && now.getTime() < status.accountCreatedAt.getTime() + LINKS_AFTER_ACCOUNT_AGE_MS) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "New accounts can post links after their first day, to keep spam out.",
    });
  }
  const listed = await readListedPrices(db, namedSymbols(body));
  const symbols = [...listed.keys()].sort().join(",");
  if (symbols !== [...message.symbols].sort().join(",")) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message:
        "An edit cannot change which symbols a message names: their prices were recorded when you posted. Delete it and post again instead.",
    });
  }
  if (!(await replaceMessageBody(db, { id, room: message.room, body, hasLinks, now })))
    throw new TRPCError({ code: "NOT_FOUND", message: NOT_YOURS });
  return getMessageView(db, id);
}

/** Deletes one's own message: a "message deleted" placeholder stays for its replies, the record for moderators. */
export async function deleteChatMessage({ db, session, now }: EditContext, { id }: { id: number }) {
  const message = await findOwnLiveMessage(db, session, id);
  await markMessageDeleted(db, { id, room: message.room, now });
  return { id };
}
