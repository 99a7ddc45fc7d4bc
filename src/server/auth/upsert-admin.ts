import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { users } from "@/server/db/schema";
import { hashPassword } from "./password";

/** Makes `email` an administrator with this password, creating the account if needed. */
export async function upsertAdmin(db: Database, { email, password, name }: { email: string; password: string; name?: string }) {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ email: normalised, passwordHash, name: name ?? null, type: "admin" })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, type: "admin", lastSeenAt: sql`now()` } })
    .returning({ id: users.id, email: users.email });
  return row!;
}
