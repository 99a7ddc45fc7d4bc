import { timingSafeEqual } from "node:crypto";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";
import { processSingleton } from "@/server/process-singleton";

/**
 * The header that marks the server's own request for a page it is about to cache (fill-page.ts):
 * rendered with no nonce, since the cached copy is sent to everyone and its inline scripts are
 * permitted by hash instead (docs/scaling.md#cached-pages).
 */
export const PAGE_FILL_HEADER = "x-marketdesk-page-fill";

/**
 * A secret of this process, so only the server itself can ask for a page rendered without a nonce.
 * Kept on `globalThis` (process-singleton.ts): scripts/serve.ts and the proxy Next bundles each
 * have their own copy of this module.
 */
export function getPageFillToken(): string {
  return processSingleton("pageFillToken", () =>
    Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
  );
}

/** Whether this request is the server's own fill of its page cache. */
export function isPageFill(headers: HeaderSource): boolean {
  const sent = readHeader(headers, PAGE_FILL_HEADER);
  if (sent === undefined) return false;
  const expected = Buffer.from(getPageFillToken());
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
