import "server-only";
import type { Mailer } from "@/features/mail/server";
import type { Database } from "@/server/db/create-database";
import { mailAccountLink } from "./mail-account-link";

/** Mails `email` a link that confirms it is the account's (24 hours, once); earlier links stop working. */
export async function sendVerificationMail(
  db: Database,
  mailer: Mailer,
  { userId, email, now }: { userId: string; email: string; now: Date },
): Promise<void> {
  await mailAccountLink(db, mailer, { userId, email, purpose: "verify_email", now });
}
