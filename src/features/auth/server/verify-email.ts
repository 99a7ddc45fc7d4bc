import "server-only";
import { TRPCError } from "@trpc/server";
import type { AccountActionContext } from "./account-action-context";
import { markEmailVerified } from "./mutations/account-email";
import { spendAccountLink } from "./spend-account-link";

/** Confirms an address from its verification link: once, within 24 hours, and only while the account still has that address. */
export async function verifyEmail(
  context: AccountActionContext,
  token: string,
): Promise<{ email: string }> {
  const consumed = await spendAccountLink(context, token, "verify_email");
  if (!(await markEmailVerified(context.db, consumed.userId, consumed.email, context.now))) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message:
        "Your account no longer uses the address this link confirms. Confirm the address it has now from the banner.",
    });
  }
  return { email: consumed.email };
}
