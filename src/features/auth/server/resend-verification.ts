import "server-only";
import { TRPCError } from "@trpc/server";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { AccountActionContext } from "./account-action-context";
import { mailUnavailable } from "./account-links";
import { findUser } from "./data";
import { sendVerificationMail } from "./send-verification-mail";

/** The banner's "Send the link again": limited per IP and per address; the older link stops working. */
export async function resendVerification(
  context: AccountActionContext,
  userId: string,
): Promise<{ sentTo: string }> {
  const user = await findUser(context.db, userId);
  if (!user?.email)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "This account has no email address to confirm.",
    });
  if (user.emailVerifiedAt)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "Your email address is already confirmed.",
    });
  if (!context.mailer.available) throw mailUnavailable("Confirming your email address");
  await refuseWhenLimited(context.rateLimits.beginMail("verify", user.email, context.ip));
  await sendVerificationMail(context.db, context.mailer, {
    userId,
    email: user.email,
    now: context.now,
  });
  return { sentTo: user.email };
}
