import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding } from "../compress-answer";
import { issueDeviceCookie } from "../issue-device-cookie";
import { createSecurityHeaders } from "../security-headers";
import type { PageLookup } from "./create-page-cache";
import { isPrivatelyCached } from "./page-cache-key";

/**
 * What a CDN in front may do with a cached page: keep it 5 s (the quotes' freshness, since a CDN
 * hears of no change) and send it up to a minute longer while it fetches a new one. A browser asks
 * again each time (max-age=0), and gets a 304 when nothing changed.
 * @see https://www.rfc-editor.org/rfc/rfc9111#name-s-maxage
 * @see https://www.rfc-editor.org/rfc/rfc5861#section-3
 */
const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=60";
/**
 * What else the answer to this address depends on: the encoding, and the headers of Next's
 * client-side navigations, which get the page's React payload instead (the headers Next's own
 * pages vary on), so no shared cache hands the HTML to a navigation.
 */
const VARY =
  "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding";
const PRIVATE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/** A page's security headers, made once per render: every request for it sends the same. */
const securityHeadersByPage = new WeakMap<PageLookup["page"], Array<[string, string]>>();
function securityHeadersOf(page: PageLookup["page"]): Array<[string, string]> {
  let headers = securityHeadersByPage.get(page);
  if (!headers) {
    headers = Object.entries(createSecurityHeaders({ hashes: page.scriptHashes }));
    securityHeadersByPage.set(page, headers);
  }
  return headers;
}

/** Whether `If-None-Match` names `etag` (a list; a weak match counts, as RFC 9110 has for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? "")
    .split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

/**
 * Sends a page from the page cache (docs/scaling.md#cached-pages): its inline scripts permitted by
 * hash, its stored encoding for the client, a 304 for a matching `If-None-Match`. A browser's first
 * page load gets its device id too (issue-device-cookie.ts), and that one answer is then marked
 * private, so no shared cache keeps one browser's cookie.
 */
export function answerFromPageCache(
  req: IncomingMessage,
  res: ServerResponse,
  lookup: PageLookup,
  key: string,
): void {
  const { page } = lookup;
  for (const [name, value] of securityHeadersOf(page)) res.setHeader(name, value);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("x-page-cache", lookup.state);
  const deviceCookie = issueDeviceCookie(req.headers);
  if (deviceCookie) res.setHeader("set-cookie", deviceCookie);
  if (lookup.state === "pass" || deviceCookie || isPrivatelyCached(key))
    res.setHeader("cache-control", PRIVATE_CACHE_CONTROL);
  else res.setHeader("cache-control", SHARED_CACHE_CONTROL);
  if (lookup.state === "pass") {
    res.writeHead(page.status).end(req.method === "HEAD" ? undefined : page.body);
    return;
  }
  res.setHeader("etag", lookup.page.etag);
  res.setHeader("vary", VARY);
  if (matchesEtag(req.headers["if-none-match"], lookup.page.etag)) {
    res.writeHead(304).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const encoded = encoding ? lookup.page.encoded[encoding] : undefined;
  if (encoding && encoded) res.setHeader("content-encoding", encoding);
  const body = encoded ?? page.body;
  res.setHeader("content-length", body.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
}
