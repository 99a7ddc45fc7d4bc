import "server-only";
import { fieldError } from "@/server/api/field-error";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import type { AccountActionContext } from "./account-action-context";
import { LINK_LIFETIME_MS, mailUnavailable } from "./account-links";
import { confirmPassword } from "./confirm-password";
import { findAccountByEmail } from "./data";
import { issueAccountToken } from "./mutations/account-tokens";

/**
 * Starts an email change (docs/product.md#accounts-and-mail): the password again, then a link to
 * the new address; nothing changes until it is opened there. Limited per IP and per new address.
 */
export async function requestEmailChange(
  context: AccountActionContext,
  userId: string,
  { newEmail, password }: { newEmail: string; password: string },
): Promise<{ sentTo: string }> {
  const { db, mailer, now } = context;
  if (!mailer.available) throw mailUnavailable("Changing your email address");
  const account = await confirmPassword(db, context.rateLimits, userId, {
    password,
    field: "password",
  });
  if (newEmail === account.email) throw fieldError("newEmail", "That is already your address.");
  if (await findAccountByEmail(db, newEmail))
    throw fieldError("newEmail", "Another account uses this address.");
  await refuseWhenLimited(context.rateLimits.beginMail("change", newEmail, context.ip));
  const token = await issueAccountToken(db, {
    userId,
    purpose: "change_email",
    email: newEmail,
    previousEmail: account.email,
    lifetimeMs: LINK_LIFETIME_MS.change_email,
    now,
  });
  await mailer.send(db, {
    to: newEmail,
    template: "confirm-email-change",
    props: { link: mailer.link("/confirm-email-change", token), newEmail },
  });
  return { sentTo: newEmail };
}
