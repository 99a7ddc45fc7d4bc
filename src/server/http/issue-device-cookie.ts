import type { NextRequest, NextResponse } from "next/server";
import { DEVICE_COOKIE, readDeviceId } from "./read-device-id";
import { getSiteOrigin } from "./site-origin";

/** 400 days, the longest a browser keeps a cookie. @see https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-max-age-attribute */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * Gives a browser its device id (read-device-id.ts) on a page load that has none: only a
 * navigation (`Sec-Fetch-Mode: navigate`, which browsers send and scripts cannot), so a bare HTTP
 * client never gets one without asking for it the way a browser does.
 */
export function issueDeviceCookie(request: NextRequest, response: NextResponse): void {
  if (request.headers.get("sec-fetch-mode") !== "navigate") return;
  if (readDeviceId(request.headers)) return;
  response.cookies.set(DEVICE_COOKIE, crypto.randomUUID(), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Secure when the site is served over HTTPS, behind a proxy too (as the session cookie).
    secure: getSiteOrigin(request.headers).startsWith("https://"),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
