import "server-only";
import type { Database } from "@/server/db/create-database";
import type { SessionClaims } from "./data";
import { bumpSessionVersion, retireGuest } from "./mutations";

/**
 * Ends a session on the server, so a copy of its cookie replayed later reads as a visitor
 * (docs/security.md, "Sessions"). An account's session version moves on, which ends every session
 * issued before; a guest is retired and its data removed, since nobody can return to it.
 */
export async function endSession(db: Database, claims: SessionClaims): Promise<void> {
  if (claims.type === "guest") await retireGuest(db, claims.id);
  else await bumpSessionVersion(db, claims.id);
}
