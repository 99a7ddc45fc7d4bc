import "server-only";
import { parseCookie } from "cookie";
import { getToken, type JWT } from "next-auth/jwt";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { decodeSessionToken } from "@/server/auth/decode-session-token";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";
import { sessionCookieName } from "@/server/auth/session-cookie-name";
import type { Database } from "@/server/db/create-database";
import { userTypes } from "@/server/db/enums";
import type { RequestSession } from "@/types/session-user";
import { findCurrentSessionUser, type SessionClaims } from "./data";

/** The claims of a decoded token, or null when it lacks them (a token older than this code reads as version 0). */
export function claimsOf(token: JWT | null): SessionClaims | null {
  if (!token?.sub || !token.type || !userTypes.includes(token.type)) return null;
  return { id: token.sub, type: token.type, version: typeof token.sv === "number" ? token.sv : 0 };
}

/**
 * The session of a request, decoded from next-auth's JWT cookie and checked against the database
 * on every request; null (a visitor) when there is none, it does not verify, or its session has
 * ended. Works outside Next's request scope (tests, next-auth's `authorize`).
 * @see https://next-auth.js.org/configuration/options#jwt-helper
 */
export async function readSession(db: Database, headers: HeaderSource): Promise<RequestSession> {
  const cookieHeader = readHeader(headers, "cookie");
  if (!cookieHeader) return null;
  const cookies = parseCookie(cookieHeader) as Record<string, string>;
  const token = await getToken({
    req: { cookies, headers: {} } as never,
    secret: getAuthSecret(),
    cookieName: sessionCookieName(headers),
    decode: decodeSessionToken,
  });
  const claims = claimsOf(token);
  const user = claims ? await findCurrentSessionUser(db, claims) : null;
  return user ? { user } : null;
}
