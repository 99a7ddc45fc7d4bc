import { env } from "@/env";
import { readHeader, type HeaderSource } from "./read-header";

const PLAIN = "next-auth.session-token";
const SECURE = "__Secure-next-auth.session-token";

/**
 * The session cookie's name for this request, by the same rule next-auth uses when it sets it: the
 * `__Secure-` name over HTTPS. The protocol is NEXTAUTH_URL's when set, otherwise the request's as
 * the proxy reports it (`x-forwarded-proto`, which Next also sets for direct requests), so sign-in
 * behind an HTTPS proxy is read back under the name it was written (docs/security.md, "Sessions").
 * A request no server touched (tests calling the handler in-process) carries no header: plain HTTP.
 * @see https://github.com/nextauthjs/next-auth/blob/v4/packages/next-auth/src/core/lib/cookie.ts
 */
export function sessionCookieName(headers: HeaderSource): string {
  if (env.NEXTAUTH_URL) return env.NEXTAUTH_URL.startsWith("https://") ? SECURE : PLAIN;
  const protocol = readHeader(headers, "x-forwarded-proto")?.split(",")[0]?.trim();
  return protocol === "https" ? SECURE : PLAIN;
}
