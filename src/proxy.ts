import { type NextRequest, NextResponse } from "next/server";
import { issueDeviceCookie } from "@/server/http/issue-device-cookie";
import { isPageFill } from "@/server/http/page-cache/page-fill";
import { createNonce, createSecurityHeaders, NONCE_HEADER } from "@/server/http/security-headers";

/**
 * The security headers of every response, with a fresh nonce per request (docs/security.md,
 * "Headers"), and a browser's device id on its first page load (issue-device-cookie.ts). The policy
 * is also set on the request: Next reads the nonce from the request's CSP header to stamp its own
 * scripts while rendering, and the layout reads NONCE_HEADER for ours.
 * No matcher: the proxy then runs on every request, static files, API routes and 404s included.
 * @see https://nextjs.org/docs/app/guides/content-security-policy
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/proxy#matcher
 */
export function proxy(request: NextRequest): NextResponse {
  // The page cache's own render: no nonce for Next to stamp, since the cached page is sent to every
  // visitor with its inline scripts permitted by hash, and no cookie (docs/scaling.md#cached-pages).
  if (isPageFill(request.headers)) return NextResponse.next();
  const nonce = createNonce();
  const headers = createSecurityHeaders({ nonce });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]!);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  const deviceCookie = issueDeviceCookie(request.headers);
  if (deviceCookie) response.headers.append("set-cookie", deviceCookie);
  return response;
}
