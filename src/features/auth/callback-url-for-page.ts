import { safeCallbackUrl } from "./safe-callback-url";

const AUTH_PAGES = new Set(["/login", "/register"]);

/**
 * Where a "Log in" or "Sign up" link on the page at `pathname` + `search` should return to: the page
 * itself, filters and all; on the login and registration pages, the place those were going to
 * (docs/security.md, "Sessions"). Null when there is nowhere worth returning to.
 */
export function callbackUrlForPage(pathname: string, search: string): string | null {
  if (AUTH_PAGES.has(pathname)) {
    return safeCallbackUrl(new URLSearchParams(search).get("callbackUrl"), "") || null;
  }
  const here = safeCallbackUrl(`${pathname}${search ? `?${search.replace(/^\?/, "")}` : ""}`, "");
  return here || null;
}
