import { getSiteOrigin } from "@/server/http/site-origin";

/**
 * Whether a request comes from another site, by what browsers say of it (docs/security.md,
 * "Cross-site requests"): `Sec-Fetch-Site` when sent (every current browser), and `Origin`, which
 * must name our own host (getSiteOrigin's).
 * A request with neither comes from no browser page (curl, a server), which cannot ride on a
 * visitor's cookies, so it is not cross-site.
 * @see https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Sec-Fetch-Site
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(getSiteOrigin(headers)).host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects), or a Host no URL can hold
  }
}
