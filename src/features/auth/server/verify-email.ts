import "server-only";
import { TRPCError } from "@trpc/server";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { AccountActionContext } from "./account-action-context";
import { linkRefused } from "./account-links";
import { markEmailVerified } from "./mutations/account-email";
import { consumeAccountToken } from "./mutations/account-tokens";

/** Confirms an address from its verification link: once, within 24 hours, and only while the account still has that address. */
export async function verifyEmail(
  context: AccountActionContext,
  token: string,
): Promise<{ email: string }> {
  await refuseWhenLimited(context.rateLimits.beginLinkUse(context.ip));
  const consumed = await consumeAccountToken(context.db, {
    token,
    purpose: "verify_email",
    now: context.now,
  });
  if (typeof consumed === "string") throw linkRefused(consumed, "verify_email");
  if (!(await markEmailVerified(context.db, consumed.userId, consumed.email, context.now))) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message:
        "Your account no longer uses the address this link confirms. Confirm the address it has now from the banner.",
    });
  }
  return { email: consumed.email };
}
