import "server-only";
import type { Mailer } from "@/features/mail/server";
import type { Database } from "@/server/db/create-database";
import { LINK_LIFETIME_MS } from "./account-links";
import { issueAccountToken } from "./mutations/account-tokens";

/** The page each mailed link opens; its mail template has the same name. */
const LINK_PAGE = { verify_email: "verify-email", reset_password: "reset-password" } as const;

/**
 * Mails `email` a fresh link for `purpose` (earlier ones stop working), which lives as long as
 * LINK_LIFETIME_MS says and opens the page of the same name.
 */
export async function mailAccountLink(
  db: Database,
  mailer: Mailer,
  {
    userId,
    email,
    purpose,
    now,
  }: { userId: string; email: string; purpose: keyof typeof LINK_PAGE; now: Date },
): Promise<void> {
  const token = await issueAccountToken(db, {
    userId,
    purpose,
    email,
    lifetimeMs: LINK_LIFETIME_MS[purpose],
    now,
  });
  const page = LINK_PAGE[purpose];
  await mailer.send(db, {
    to: email,
    template: page,
    props: { link: mailer.link(`/${page}`, token) },
  });
}
