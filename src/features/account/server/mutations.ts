import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { Theme } from "@/server/db/enums";
import { userPreferences } from "@/server/db/schema";

export async function savePreferences(db: Database, userId: string, preferences: { theme: Theme }) {
  await db
    .insert(userPreferences)
    .values({ userId, theme: preferences.theme })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { theme: preferences.theme, updatedAt: sql`now()` } });
}
