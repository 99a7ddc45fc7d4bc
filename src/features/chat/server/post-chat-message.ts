import "server-only";
import { TRPCError } from "@trpc/server";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { Database } from "@/server/db/create-database";
import type { ChatSentiment } from "@/server/db/enums";
import { describeWait } from "@/server/rate-limit/describe-wait";
import type { RequestSession } from "@/types/session-user";
import { findCashtags } from "../find-cashtags";
import { findWebLinks } from "../find-web-links";
import { DUPLICATE_WINDOW_MS, LINKS_AFTER_ACCOUNT_AGE_MS } from "../message-limits";
import type { ChatRateLimits } from "./chat-rate-limits";
import { findDuplicatePost, getMessageView, isOpenRoom, readListedPrices } from "./data";
import { insertMessage } from "./mutations";
import { describePostingBlock, readPostingStatus } from "./read-posting-status";

export type PostInput = {
  room: string;
  body: string;
  sentiment: ChatSentiment | null;
  replyToId: number | null;
};
type PostContext = {
  db: Database;
  session: RequestSession;
  ip: string;
  now: Date;
  rateLimits: ChatRateLimits;
};

export const ROOM_NOT_FOUND =
  "There is no chat room by that name: rooms are `general` and the listed symbols.";

/** The symbols a text names, once each, in order of first mention. */
export function namedSymbols(body: string): string[] {
  return [...new Set(findCashtags(body).map((match) => match.symbol))];
}

/**
 * Posts a message (docs/product.md#chat): who may post, the rate limits, the duplicate rule, the
 * link rule for new accounts are checked in that order (the cashtag limit is the input's,
 * chat-inputs.ts), each refusal in words; then the message is stored with the prices of the listed symbols it names.
 */
export async function postChatMessage(
  { db, session, ip, now, rateLimits }: PostContext,
  input: PostInput,
) {
  if (!(await isOpenRoom(db, input.room)))
    throw new TRPCError({ code: "NOT_FOUND", message: ROOM_NOT_FOUND });
  const status = await readPostingStatus(db, session, now);
  if (!status.canPost)
    throw new TRPCError({ code: "FORBIDDEN", message: describePostingBlock(status) });
  const authorId = session!.user.id;
  await refuseWhenLimited(rateLimits.beginPost(authorId, ip));
  const duplicateAt = await findDuplicatePost(db, {
    authorId,
    body: input.body,
    since: new Date(now.getTime() - DUPLICATE_WINDOW_MS),
  });
  if (duplicateAt) {
    const wait = describeWait(duplicateAt.getTime() + DUPLICATE_WINDOW_MS - now.getTime());
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `You posted this same message less than a minute ago. Say something new, or ${wait.charAt(0).toLowerCase()}${wait.slice(1)}`,
    });
  }
  const hasLinks = findWebLinks(input.body).length > 0;
  const linksFrom = status.accountCreatedAt.getTime() + LINKS_AFTER_ACCOUNT_AGE_MS;
  if (hasLinks && now.getTime() < linksFrom) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `New accounts can post links after their first day, to keep spam out. ${describeWait(linksFrom - now.getTime())} Until then, post without the link.`,
    });
  }
  const mentioned = namedSymbols(input.body);
  const listed = await readListedPrices(db, mentioned);
  const prices = mentioned.flatMap((symbol) => {
    const quote = listed.get(symbol);
    return quote ? [{ symbol, ...quote }] : [];
  });
  if (input.replyToId !== null) {
    const quoted = await getMessageView(db, input.replyToId);
    if (!quoted || quoted.room !== input.room || quoted.hidden || quoted.deleted)
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: "The message you are replying to is no longer there.",
      });
  }
  const { id } = await insertMessage(db, {
    room: input.room,
    authorId,
    body: input.body,
    sentiment: input.sentiment,
    replyToId: input.replyToId,
    hasLinks,
    prices,
    createdAt: now,
  });
  return getMessageView(db, id);
}
