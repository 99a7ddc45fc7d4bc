import "server-only";
import type { AccountActionContext } from "./account-action-context";
import { moveEmailOrRefuse } from "./move-email-or-refuse";
import { spendAccountLink } from "./spend-account-link";

/**
 * The old address's "Undo the change": the account goes back to it and every device is signed out,
 * in case the change was someone else's; the person can then reset the password from that address.
 */
export async function undoEmailChange(
  context: AccountActionContext,
  token: string,
): Promise<{ email: string }> {
  const consumed = await spendAccountLink(context, token, "undo_email_change");
  await moveEmailOrRefuse(
    context.db,
    consumed.userId,
    { from: consumed.previousEmail!, to: consumed.email, now: context.now, endSessions: true },
    {
      changed:
        "Your account's address changed again since, so this link no longer applies. Reset your password from the login page to take the account back.",
      taken: "Another account now uses your old address, so the account cannot move back to it.",
    },
  );
  return { email: consumed.email };
}
