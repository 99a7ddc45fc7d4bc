import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { users } from "@/server/db/schema";

/** Bumps the last-seen time, at most once an hour, so an active guest is never cleaned up. */
export async function touchUser(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(users.id, userId), lt(users.lastSeenAt, sql`now() - interval '1 hour'`)));
}
