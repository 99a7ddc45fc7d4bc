import "server-only";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { AccountActionContext } from "./account-action-context";
import { linkRefused } from "./account-links";
import { type ConsumedToken, consumeAccountToken } from "./mutations/account-tokens";

/**
 * Opening a mailed link that acts at once (verify, confirm or undo an address change): counted
 * against the client's link-use limit, then spent, or refused with the sentence that says why and
 * where a new link comes from. A reset link is not spent here: its new password is checked first.
 */
export async function spendAccountLink(
  context: AccountActionContext,
  token: string,
  purpose: "verify_email" | "change_email" | "undo_email_change",
): Promise<ConsumedToken> {
  await refuseWhenLimited(context.rateLimits.beginLinkUse(context.ip));
  const consumed = await consumeAccountToken(context.db, { token, purpose, now: context.now });
  if (typeof consumed === "string") throw linkRefused(consumed, purpose);
  return consumed;
}
