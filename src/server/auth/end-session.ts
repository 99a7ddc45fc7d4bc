import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { retiredGuests, users } from "@/server/db/schema";
import type { SessionClaims } from "./find-current-session-user";

/**
 * Ends a session on the server, so a copy of its cookie replayed later reads as a visitor
 * (docs/security.md, "Sessions"). An account's session version moves on, which ends every session
 * issued before; a guest is retired and its data removed, since nobody can return to it.
 */
export async function endSession(db: Database, claims: SessionClaims): Promise<void> {
  if (claims.type !== "guest") {
    await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, claims.id));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.insert(retiredGuests).values({ id: claims.id }).onConflictDoNothing();
    await tx.delete(users).where(and(eq(users.id, claims.id), eq(users.type, "guest")));
  });
}
