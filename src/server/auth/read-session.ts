import { parseCookie } from "cookie";
import { getToken } from "next-auth/jwt";
import { userTypes, type UserType } from "@/server/db/enums";
import { getAuthSecret } from "./auth-secret";

export type SessionUser = { id: string; type: UserType };

/**
 * The session in a request's Cookie header, decoded from next-auth's JWT; null when there is none
 * or it does not verify. Works outside Next's request scope (tests, next-auth's `authorize`).
 * @see https://next-auth.js.org/configuration/options#jwt-helper
 */
export async function readSession(cookieHeader: string | null | undefined): Promise<{ user: SessionUser } | null> {
  if (!cookieHeader) return null;
  const cookies = parseCookie(cookieHeader) as Record<string, string>;
  const token = await getToken({ req: { cookies, headers: {} } as never, secret: getAuthSecret() });
  if (!token?.sub || !token.type || !userTypes.includes(token.type)) return null;
  return { user: { id: token.sub, type: token.type } };
}
