import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { retiredGuests, users, type UserType } from "@/server/db/schema";

/** What a session token claims: who, as what, and the session version it was issued under. */
export type SessionClaims = { id: string; type: UserType; version: number };

export type SessionUser = { id: string; type: UserType };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a token stands for now, or null when its session has ended (docs/security.md,
 * "Sessions"): the account's session version moved on (sign-out, later a password change), the
 * account is gone, or the guest was merged, signed out or cleaned up. A guest with no row and no
 * retirement is a fresh guest who has not saved anything yet. The type is the database's, never
 * only the token's, so a changed role applies at once.
 */
export async function findCurrentSessionUser(db: Database, claims: SessionClaims): Promise<SessionUser | null> {
  if (!UUID.test(claims.id)) return null;
  const [row] = await db.select({ type: users.type, version: users.sessionVersion }).from(users).where(eq(users.id, claims.id)).limit(1);
  if (row) return row.version === claims.version ? { id: claims.id, type: row.type } : null;
  if (claims.type !== "guest") return null;
  const [retired] = await db.select({ id: retiredGuests.id }).from(retiredGuests).where(eq(retiredGuests.id, claims.id)).limit(1);
  return retired ? null : { id: claims.id, type: "guest" };
}
