import type { RequestSession } from "@/types/session-user";
import type { ProcedureAccess } from "./procedure-access";

/** The access levels a session alone decides; `{ plan }` adds billing's check on top of `registered`. */
export type SessionAccess = Extract<ProcedureAccess, "session" | "registered" | "admin">;

export type AccessRefusal = { code: "UNAUTHORIZED" | "FORBIDDEN"; message: string };

/**
 * Why `session` may not pass `access`, or null when it may: the one rule behind the procedure
 * builders and the pages that are not for everyone (docs/behaviour.md#roles-and-permissions). The
 * session's type is the database's, read when the request's session was (readSession).
 */
export function findAccessRefusal(
  access: SessionAccess,
  session: RequestSession,
): AccessRefusal | null {
  if (!session)
    return { code: "UNAUTHORIZED", message: "Continue as a guest or sign in to do this." };
  if (access === "session") return null;
  if (session.user.type === "guest")
    return { code: "UNAUTHORIZED", message: "Create an account or sign in to do this." };
  if (access === "registered") return null;
  return session.user.type === "admin"
    ? null
    : { code: "FORBIDDEN", message: "Only administrators can do this." };
}
