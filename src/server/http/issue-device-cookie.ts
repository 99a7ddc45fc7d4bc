import { stringifySetCookie } from "cookie";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";
import { DEVICE_COOKIE, readDeviceId } from "./read-device-id";
import { getSiteOrigin } from "./site-origin";

/** 400 days, the longest a browser keeps a cookie. @see https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-max-age-attribute */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The `Set-Cookie` that gives a browser its device id (read-device-id.ts) on a page load that has
 * none, else null: only a navigation (`Sec-Fetch-Mode: navigate`, which browsers send and scripts
 * cannot), so a bare HTTP client never gets one without asking for it the way a browser does.
 * Set by src/proxy.ts on a rendered page and by the page cache on a cached one.
 */
export function issueDeviceCookie(headers: HeaderSource): string | null {
  if (readHeader(headers, "sec-fetch-mode") !== "navigate") return null;
  if (readDeviceId(headers)) return null;
  return stringifySetCookie({
    name: DEVICE_COOKIE,
    value: crypto.randomUUID(),
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Secure when the site is served over HTTPS, behind a proxy too (as the session cookie).
    secure: getSiteOrigin(headers).startsWith("https://"),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
