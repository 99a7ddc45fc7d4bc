import "server-only";
import { logger } from "@/server/logger";
import type { AccountActionContext } from "./account-action-context";
import { LINK_LIFETIME_MS } from "./account-links";
import { moveEmailOrRefuse } from "./move-email-or-refuse";
import { issueAccountToken } from "./mutations/account-tokens";
import { spendAccountLink } from "./spend-account-link";

/**
 * Opens the link sent to a new address: the account moves to it (verified), and the old address is
 * told, with a link that undoes the change for 7 days (docs/product.md#accounts-and-mail).
 */
export async function confirmEmailChange(
  context: AccountActionContext,
  token: string,
): Promise<{ email: string }> {
  const { db, mailer, now } = context;
  const consumed = await spendAccountLink(context, token, "change_email");
  const from = consumed.previousEmail!;
  await moveEmailOrRefuse(
    db,
    consumed.userId,
    { from, to: consumed.email, now, endSessions: false },
    {
      changed:
        "Your account's address changed after this link was sent, so it no longer applies. Ask for the change again on your account page.",
      taken:
        "Another account has taken this address since the link was sent. Choose another on your account page.",
    },
  );
  const undo = await issueAccountToken(db, {
    userId: consumed.userId,
    purpose: "undo_email_change",
    email: from,
    previousEmail: consumed.email,
    lifetimeMs: LINK_LIFETIME_MS.undo_email_change,
    now,
  });
  await mailer
    .send(db, {
      to: from,
      template: "email-changed",
      props: { newEmail: consumed.email, undoLink: mailer.link("/undo-email-change", undo) },
    })
    .catch((error: unknown) =>
      logger.error({ err: error }, "the email-changed notice could not be queued"),
    );
  return { email: consumed.email };
}
