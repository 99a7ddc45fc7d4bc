import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { users, type UserType } from "@/server/db/schema";

/**
 * The user's type as the database has it now. Authorisation reads this, never only the token,
 * so a demoted or deleted account loses its rights at once.
 */
export async function readUserRole(db: Database, userId: string): Promise<UserType | null> {
  const [row] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.type ?? null;
}
