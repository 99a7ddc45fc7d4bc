import "server-only";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import { logger } from "@/server/logger";
import type { AccountActionContext } from "./account-action-context";
import { LINK_LIFETIME_MS, mailUnavailable } from "./account-links";
import { findAccountByEmail } from "./data";
import { issueAccountToken } from "./mutations/account-tokens";

async function mailResetLink(
  { db, mailer, now }: AccountActionContext,
  email: string,
): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account?.passwordHash || account.type === "guest") return;
  const token = await issueAccountToken(db, {
    userId: account.id,
    purpose: "reset_password",
    email,
    lifetimeMs: LINK_LIFETIME_MS.reset_password,
    now,
  });
  await mailer.send(db, {
    to: email,
    template: "reset-password",
    props: { link: mailer.link("/reset-password", token) },
  });
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
