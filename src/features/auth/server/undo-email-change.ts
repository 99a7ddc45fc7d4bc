import "server-only";
import { TRPCError } from "@trpc/server";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { AccountActionContext } from "./account-action-context";
import { linkRefused } from "./account-links";
import { EmailTakenError } from "./email-taken-error";
import { moveAccountEmail } from "./mutations/account-email";
import { consumeAccountToken } from "./mutations/account-tokens";

/**
 * The old address's "Undo the change": the account goes back to it and every device is signed out,
 * in case the change was someone else's; the person can then reset the password from that address.
 */
export async function undoEmailChange(
  context: AccountActionContext,
  token: string,
): Promise<{ email: string }> {
  await refuseWhenLimited(context.rateLimits.beginLinkUse(context.ip));
  const consumed = await consumeAccountToken(context.db, {
    token,
    purpose: "undo_email_change",
    now: context.now,
  });
  if (typeof consumed === "string") throw linkRefused(consumed, "undo_email_change");
  try {
    const moved = await moveAccountEmail(context.db, consumed.userId, {
      from: consumed.previousEmail!,
      to: consumed.email,
      now: context.now,
      endSessions: true,
    });
    if (!moved)
      throw new TRPCError({
        code: "BAD_REQUEST",
        message:
          "Your account's address changed again since, so this link no longer applies. Reset your password from the login page to take the account back.",
      });
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw new TRPCError({
        code: "BAD_REQUEST",
        message:
          "Another account now uses your old address, so the account cannot move back to it.",
      });
    throw error;
  }
  return { email: consumed.email };
}
