import type { IncomingHttpHeaders } from "node:http";
import { parseCookie } from "cookie";

/**
 * The pages that are the same for every visitor (docs/scaling.md#cached-pages): the landing, the
 * screener, the market map, the calendar, pricing, every stock page and every shared watchlist.
 * A shared list's page is dropped when its owner changes or stops sharing it (evicted, never sent
 * stale), and kept by no cache but ours (isPrivatelyCached).
 */
const PUBLIC_PAGE =
  /^\/(screener|map|calendar|pricing|stocks\/[^/]+|watchlists\/shared\/[A-Za-z0-9_-]+)?$/;
const SHARED_WATCHLIST = /^\/watchlists\/shared\//;

/** The longest path and query cached; a longer address is rendered for its request. */
const MAX_KEY_LENGTH = 512;

/**
 * A cookie that makes a page differ by person: next-auth's session (under either name, and the
 * numbered chunks it splits a large session into). A page renders the same for every other cookie
 * (the device id, analytics, the affiliate click); a cookie a page reads must be added here.
 */
const PERSONAL_COOKIE = /next-auth\.session-token/;

/**
 * Whether a request may be answered from the page cache, and under which key: a GET or HEAD of a
 * public page by someone not signed in, as a full page load (Next's client-side navigations and
 * prefetches ask for the page's React payload, with an `RSC` header, and are rendered as before).
 * @see https://nextjs.org/docs/app/guides/caching#client-side-router-cache
 */
export function pageCacheKey(
  method: string | undefined,
  url: URL,
  headers: IncomingHttpHeaders,
): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (!PUBLIC_PAGE.test(url.pathname) || url.searchParams.has("_rsc")) return null;
  if (headers.rsc !== undefined || headers["next-router-prefetch"] !== undefined) return null;
  const cookies = Object.keys(parseCookie(headers.cookie ?? ""));
  if (cookies.some((name) => PERSONAL_COOKIE.test(name))) return null;
  const key = url.pathname + url.search;
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/**
 * Whether a cached page is kept by no cache but the node's own: a shared watchlist, which only our
 * eviction drops at once when its owner revokes it; a CDN's copy would outlive the revocation.
 */
export function isPrivatelyCached(key: string): boolean {
  return SHARED_WATCHLIST.test(key);
}
