import type { UserType } from "@/server/db/enums";

/**
 * The person a request's session stands for, with the role the database gives them now
 * (docs/behaviour.md#roles-and-permissions): what the auth feature reads from the cookie and the
 * tRPC context, the procedures and the pages check.
 */
export type SessionUser = { id: string; type: UserType };

/** A request's session; null for a visitor. */
export type RequestSession = { user: SessionUser } | null;
