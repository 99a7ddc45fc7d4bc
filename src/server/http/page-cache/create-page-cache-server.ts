import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/server/logger";
import { answerFromPageCache } from "./answer-from-page-cache";
import { createPageCache } from "./create-page-cache";
import { encodeCachedPage } from "./encode-cached-page";
import { fillPage, type LoopbackAddress } from "./fill-page";
import { pageCacheKey } from "./page-cache-key";
import { onPageChange } from "./page-changes";
import { isPageFill } from "./page-fill";

/**
 * The page cache as scripts/serve.ts uses it (docs/scaling.md#cached-pages): visitors' requests
 * for public pages answered from this node's cache, filled by the server's own requests to
 * `address`, and made stale by what the app announces (page-changes.ts).
 */
export function createPageCacheServer(address: () => LoopbackAddress) {
  const cache = createPageCache({
    render: (key) => fillPage(address(), key),
    encode: encodeCachedPage,
  });
  onPageChange((change) => cache.invalidate(change));
  const onRefreshFailed = (error: unknown) =>
    logger.warn({ err: error }, "a cached page could not be rendered anew; its last copy is sent");

  return {
    /**
     * Answers `req` when it is a visitor's request for a public page and returns true; else false,
     * and the request is Next's. A page that cannot be rendered for the cache (this node is
     * stopping) is left to Next too, by `fallback`.
     */
    answer(req: IncomingMessage, res: ServerResponse, url: URL, fallback: () => void): boolean {
      if (isPageFill(req.headers)) return false;
      const key = pageCacheKey(req.method, url, req.headers);
      if (key === null) return false;
      cache.lookup(key, onRefreshFailed).then(
        (lookup) => answerFromPageCache(req, res, lookup, key),
        (error: unknown) => {
          logger.warn({ err: error, key }, "a page could not be rendered for the cache");
          fallback();
        },
      );
      return true;
    },
  };
}
