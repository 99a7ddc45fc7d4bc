import { type NextRequest, NextResponse } from "next/server";
import { issueDeviceCookie } from "@/server/http/issue-device-cookie";
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
  const nonce = createNonce();
  const headers = createSecurityHeaders(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]!);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  issueDeviceCookie(request, response);
  return response;
}
