import { getSiteOrigin } from "@/server/http/site-origin";
import type { HeaderSource } from "./read-header";

const PLAIN = "next-auth.session-token";
const SECURE = "__Secure-next-auth.session-token";

/**
 * The session cookie's name for this request, by the rule next-auth uses when it sets it: the
 * `__Secure-` name when the site is served over HTTPS, so sign-in behind an HTTPS proxy is read back
 * under the name it was written (docs/security.md, "Sessions").
 * @see https://github.com/nextauthjs/next-auth/blob/v4/packages/next-auth/src/core/lib/cookie.ts
 */
export function sessionCookieName(headers: HeaderSource): string {
  return getSiteOrigin(headers).startsWith("https://") ? SECURE : PLAIN;
}
