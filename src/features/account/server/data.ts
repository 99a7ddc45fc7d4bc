import "server-only";
import { eq } from "drizzle-orm";
import { findUser } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { userPreferences } from "@/server/db/schema";

/**
 * Who the person is, as the account page and the account menu show it: the user's row is auth's,
 * read through auth alongside the preferences this feature keeps.
 */
export async function getAccount(db: Database, userId: string) {
  const [user, [preferences]] = await Promise.all([
    findUser(db, userId),
    db
      .select({ theme: userPreferences.theme })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .limit(1),
  ]);
  if (!user) return null;
  const { id, type, email, name, createdAt, emailVerifiedAt } = user;
  return {
    id,
    type,
    email,
    name,
    createdAt,
    emailVerified: emailVerifiedAt !== null,
    theme: preferences?.theme ?? null,
  };
}

/** The person's settings, for "Export my data". */
export async function exportPreferences(db: Database, userId: string) {
  const [row] = await db
    .select({
      theme: userPreferences.theme,
      chart: userPreferences.chart,
      updatedAt: userPreferences.updatedAt,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The stock page's chart settings as last saved, or null (never saved). */
export async function getChartSettings(db: Database, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ chart: userPreferences.chart })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row?.chart ?? null;
}
