import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { userPreferences, users } from "@/server/db/schema";

/** Who the person is, as the account page and the account menu show it. */
export async function getAccount(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, type: users.type, email: users.email, name: users.name, createdAt: users.createdAt, theme: userPreferences.theme })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
