import type { NextRequest } from "next/server";

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];
const MAX_CALLBACK_URL_LENGTH = 2_000;

/**
 * next-auth's own check of a `callbackUrl` (query or cookie): an absolute http(s) URL, or a path
 * read against the site; it answers anything else (`foo:bar`, `javascript:…`, `foo`) with a 500.
 * Where it leads is the `redirect` callback's concern (redirect-within-site.ts).
 * @see https://github.com/nextauthjs/next-auth/blob/v4/packages/next-auth/src/core/lib/assert.ts
 */
function isUsable(value: string): boolean {
  if (value.length > MAX_CALLBACK_URL_LENGTH) return false;
  try {
    const base = value.startsWith("/") ? "http://site.invalid" : undefined;
    return /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

const refusal = (message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status: 400, headers });

/**
 * A 400 for a next-auth request whose `callbackUrl` next-auth cannot take, before it answers 500
 * (docs/security.md#sessions). A cookie holding one is cleared with the refusal, so the next
 * request goes through: the browser, not the person, kept it.
 */
export function refuseUnusableCallbackUrl(request: NextRequest): Response | null {
  const param = request.nextUrl.searchParams.get("callbackUrl");
  if (param !== null && !isUsable(param))
    return refusal(
      "callbackUrl must be a page of this site, such as /account, in at most 2,000 characters.",
    );
  for (const name of CALLBACK_COOKIES) {
    const value = request.cookies.get(name)?.value;
    if (value === undefined || isUsable(value)) continue;
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    return refusal(
      "This browser kept a page to return to that is not one of this site. It is cleared now: please try again.",
      { "set-cookie": `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}` },
    );
  }
  return null;
}
