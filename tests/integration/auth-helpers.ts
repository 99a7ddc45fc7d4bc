import { encode } from "next-auth/jwt";
import { SOCKET_IP_HEADER } from "@/server/auth/client-ip";
import type { UserType } from "@/server/db/enums";

/**
 * A real next-auth session cookie for `user`, signed with the test secret, issued under session
 * version `version` (a new account's is 0), under the plain name or the `__Secure-` one HTTPS uses.
 */
export async function sessionCookie(
  user: { id: string; type: UserType },
  { version = 0, secure = false }: { version?: number; secure?: boolean } = {},
): Promise<string> {
  const token = await encode({
    token: { sub: user.id, type: user.type, sv: version },
    secret: process.env.AUTH_SECRET!,
  });
  return `${secure ? "__Secure-" : ""}next-auth.session-token=${token}`;
}

/** Request headers as our server sets them: the socket's address, and a session cookie if given. */
export function requestHeaders(ip: string, cookie?: string): Record<string, string> {
  return { [SOCKET_IP_HEADER]: ip, ...(cookie ? { cookie } : {}) };
}

let counter = 0;
/** A fresh IP per test, so rate limits of one test never touch another's. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${Math.floor(Math.random() * 200)}.${counter % 250}.${Math.floor(Math.random() * 250)}`;
}
