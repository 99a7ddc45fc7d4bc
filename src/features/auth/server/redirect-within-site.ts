import { safeCallbackUrl } from "../safe-callback-url";

/**
 * next-auth's `redirect` callback: where a sign-in or sign-out sends the browser, kept on our
 * origin by the login page's own rule (docs/security.md#sessions). next-auth's default throws on
 * a relative `foo` in a POST's body, a 500; this never throws and falls back to the home page.
 */
export function redirectWithinSite({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
  return `${baseUrl}${safeCallbackUrl(path, "/")}`;
}
