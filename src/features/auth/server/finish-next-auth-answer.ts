import { retryAfterSeconds } from "@/server/rate-limit/retry-after-seconds";

/**
 * next-auth's answer as we send it. Sessions and CSRF tokens are personal, so no cache keeps them
 * (docs/security.md#sessions). A sign-in refused by a rate limit is a 429 with `Retry-After`
 * (docs/security.md#input-limits) where next-auth says 401; its JSON body still carries the wait
 * in words, which next-auth/react hands the login form. A redirect (a form posted without
 * script) stays one, or the browser would not follow it.
 */
export function finishNextAuthAnswer(answer: Response, retryAfterMs: number | null): Response {
  const headers = new Headers(answer.headers);
  headers.set("cache-control", "private, no-store");
  const redirect = answer.status >= 300 && answer.status < 400;
  if (retryAfterMs === null || redirect)
    return new Response(answer.body, { status: answer.status, headers });
  headers.set("retry-after", retryAfterSeconds(retryAfterMs));
  return new Response(answer.body, { status: 429, headers });
}
