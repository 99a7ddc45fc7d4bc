import "server-only";
import { checkPasswordStrength } from "@/lib/auth/check-password-strength";
import { fieldError } from "@/server/api/field-error";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import { hashPassword } from "@/server/auth/password";
import { logger } from "@/server/logger";
import type { AccountActionContext } from "./account-action-context";
import { linkRefused } from "./account-links";
import { findAccountByEmail, findUsableToken } from "./data";
import { replacePassword } from "./mutations";
import { markEmailVerified } from "./mutations/account-email";
import { consumeAccountToken } from "./mutations/account-tokens";

/**
 * Sets a new password from a reset link (docs/product.md#accounts-and-mail). The new password is
 * checked before the link is spent, so a weak one costs nothing; then the link is used once, every
 * session ends (the session version moves on), the address counts as verified (the link reached
 * it), and the person is told by mail. Returns the address, for the login form.
 */
export async function resetPassword(
  context: AccountActionContext,
  { token, password }: { token: string; password: string },
): Promise<{ email: string }> {
  const { db, mailer, now } = context;
  await refuseWhenLimited(context.rateLimits.beginLinkUse(context.ip));
  const usable = await findUsableToken(db, { token, purpose: "reset_password", now });
  if (typeof usable === "string") throw linkRefused(usable, "reset_password");
  const account = await findAccountByEmail(db, usable.email);
  const verdict = checkPasswordStrength(password, [usable.email, account?.name ?? ""]);
  if (!verdict.ok) throw fieldError("password", verdict.reason);
  const consumed = await consumeAccountToken(db, { token, purpose: "reset_password", now });
  if (typeof consumed === "string") throw linkRefused(consumed, "reset_password");
  await replacePassword(db, consumed.userId, await hashPassword(password));
  await markEmailVerified(db, consumed.userId, consumed.email, now);
  await mailer
    .send(db, {
      to: consumed.email,
      template: "password-changed",
      props: { resetLink: mailer.link("/forgot-password") },
    })
    .catch((error: unknown) =>
      logger.error({ err: error }, "the password-changed notice could not be queued"),
    );
  return { email: consumed.email };
}
