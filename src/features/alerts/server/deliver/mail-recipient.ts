import "server-only";
import { findUser } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import type { AlertPreferences } from "../data/alert-preferences";

/**
 * Where a person's alert mail goes, or null when none may (docs/alerts.md#mail): a confirmed
 * address only, so no one can point alerts at someone else's inbox; nothing after "unsubscribe
 * from all", nor for guests, nor when this server sends no mail.
 */
export async function findMailRecipient(
  db: Database,
  userId: string,
  preferences: AlertPreferences,
  mailAvailable: boolean,
): Promise<string | null> {
  if (!mailAvailable || preferences.mailUnsubscribed) return null;
  const user = await findUser(db, userId);
  return user?.email && user.emailVerifiedAt ? user.email : null;
}
