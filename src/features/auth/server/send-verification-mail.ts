import "server-only";
import type { Mailer } from "@/features/mail/server";
import type { Database } from "@/server/db/create-database";
import { LINK_LIFETIME_MS } from "./account-links";
import { issueAccountToken } from "./mutations/account-tokens";

/** Mails `email` a link that confirms it is the account's (24 hours, once); earlier links stop working. */
export async function sendVerificationMail(
  db: Database,
  mailer: Mailer,
  { userId, email, now }: { userId: string; email: string; now: Date },
): Promise<void> {
  const token = await issueAccountToken(db, {
    userId,
    purpose: "verify_email",
    email,
    lifetimeMs: LINK_LIFETIME_MS.verify_email,
    now,
  });
  await mailer.send(db, {
    to: email,
    template: "verify-email",
    props: { link: mailer.link("/verify-email", token) },
  });
}
