import "server-only";
import { confirmPassword, deleteAccountRow } from "@/features/auth/server";
import { endSubscriptionForDeletion } from "@/features/billing/server";
import { forgetMailRecipient, type Mailer } from "@/features/mail/server";
import type { AuthRateLimits } from "@/server/auth/auth-rate-limits";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";

type Deletion = { db: Database; rateLimits: AuthRateLimits; mailer: Mailer; log: Logger };

/**
 * "Delete my account" (docs/product.md#accounts-and-mail): the password again; a paid plan ends
 * first, where it was bought, or nothing is deleted; then the account's row goes, and every row it
 * owns with it by cascade. Mail already sent keeps no address; analytics events never had one
 * (they carry the account's id only). Every session ends, as its account is gone. A goodbye mail
 * goes to the address last, when mail is on.
 */
export async function deleteAccount(
  { db, rateLimits, mailer, log }: Deletion,
  userId: string,
  password: string,
): Promise<void> {
  const account = await confirmPassword(db, rateLimits, userId, { password, field: "password" });
  await endSubscriptionForDeletion(db, userId, log);
  await deleteAccountRow(db, userId);
  await forgetMailRecipient(db, account.email);
  if (mailer.available) {
    await mailer
      .send(db, { to: account.email, template: "account-deleted", props: {} })
      .catch((error: unknown) =>
        log.error({ err: error }, "the account-deleted mail could not be queued"),
      );
  }
}
