import "server-only";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import { logger } from "@/server/logger";
import type { AccountActionContext } from "./account-action-context";
import { mailUnavailable } from "./account-links";
import { findAccountByEmail } from "./data";
import { mailAccountLink } from "./mail-account-link";

async function mailResetLink(
  { db, mailer, now }: AccountActionContext,
  email: string,
): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account?.passwordHash || account.type === "guest") return;
  await mailAccountLink(db, mailer, { userId: account.id, email, purpose: "reset_password", now });
}

/**
 * "Forgot password?" (docs/product.md#accounts-and-mail): the same answer, in the same time,
 * whether or not the address has an account. The lookup and the mail run after the answer, so
 * neither the words nor the timing tell which addresses exist; limited per IP and per address.
 */
export async function requestPasswordReset(
  context: AccountActionContext,
  email: string,
): Promise<void> {
  if (!context.mailer.available) throw mailUnavailable("Password reset by mail");
  await refuseWhenLimited(context.rateLimits.beginMail("reset", email, context.ip));
  void mailResetLink(context, email).catch((error: unknown) =>
    logger.error({ err: error }, "a password reset mail could not be queued"),
  );
}
