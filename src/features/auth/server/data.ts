import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { users } from "@/server/db/schema";

/** The account with this (already normalised) email, with its password hash, for sign-in. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, type: users.type, email: users.email, name: users.name, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}
