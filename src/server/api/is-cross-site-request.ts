import { env } from "@/env";

/**
 * Whether a request comes from another site, by what browsers say of it (docs/security.md,
 * "Cross-site requests"): `Sec-Fetch-Site` when sent (every current browser), and `Origin`, which
 * must name our own host (NEXTAUTH_URL's when set; otherwise the Host the request was made to).
 * A request with neither comes from no browser page (curl, a server), which cannot ride on a
 * visitor's cookies, so it is not cross-site.
 * @see https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Sec-Fetch-Site
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects) or garbage
  }
  const ownHost = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).host : (headers.get("x-forwarded-host") ?? headers.get("host"));
  return originHost !== ownHost;
}
