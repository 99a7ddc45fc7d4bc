import { createHash } from "node:crypto";
import type { RenderedPage } from "./fill-page";

/**
 * A cached page keeps for at most a minute, and at most 30 s after a quote batch: the prices in its
 * HTML, with their time, are what a page shows until its live stream connects and brings the
 * current ones. At 5 s, each page of the realistic mix was rendered again every 5 s while quotes
 * ticked, and those renders held the node's loop in the moments other requests waited
 * (docs/scaling.md#cached-pages).
 */
export const PAGE_MAX_FRESH_MS = 60_000;
export const PAGE_QUOTES_FRESH_MS = 30_000;
/** A stale page is still sent, while it is rendered anew, for this long (and while the database is down). */
export const PAGE_STALE_SERVED_MS = 10 * 60_000;
/** The pages kept, least recently used first out; a page is counted once per stored encoding. */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * What changed: a quote batch, the market's data, or one page's own content (`evict`: its path, a
 * shared watchlist whose owner changed or revoked it), which must not be sent again, even stale.
 */
export type PageChange = "quotes" | "market" | { evict: string };

export type CachedPage = RenderedPage & {
  /** A strong validator of the body, for `If-None-Match`. */
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
  filledAt: number;
  staleAt: number;
};

export type PageLookup =
  | { state: "hit" | "stale" | "miss"; page: CachedPage }
  /** Rendered for this request and not kept: not a 200, or it set a cookie. */
  | { state: "pass"; page: RenderedPage };

type PageCacheOptions = {
  render: (key: string) => Promise<RenderedPage>;
  /** The stored encodings of a kept page, made once when it is rendered. */
  encode: (body: Buffer) => Promise<CachedPage["encoded"]>;
  now?: () => number;
  maxBytes?: number;
};

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

/**
 * The node's page cache: a page is rendered once per change of what it shows, and every request
 * meanwhile gets the same bytes. Requests for a page being rendered wait for that one render; a
 * stale page is sent at once while one render replaces it (stale-while-revalidate), and stays
 * when that render fails (the database is down): visitors keep a page minutes old rather than an
 * error.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const pages = new Map<string, CachedPage>();
  /** Renders in flight, each with its ticket: an eviction marks it, so its page is sent but not kept. */
  const renders = new Map<string, { pending: Promise<PageLookup>; ticket: { evicted: boolean } }>();
  let bytes = 0;

  /** Puts `page` last in the map's order, which is least recently used first. */
  function markUsed(key: string, page: CachedPage): void {
    pages.delete(key);
    pages.set(key, page);
  }

  function store(key: string, page: CachedPage): void {
    drop(key);
    pages.set(key, page);
    bytes += sizeOf(page);
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function renderAndKeep(key: string, ticket: { evicted: boolean }): Promise<PageLookup> {
    const rendered = await options.render(key);
    // A page that is gone (a revoked share, a symbol no longer listed) is not sent stale again;
    // one that failed (the database down) is, so visitors keep the last copy.
    if (rendered.status === 404 || rendered.status === 410) drop(key);
    if (rendered.status !== 200 || rendered.setsCookie) return { state: "pass", page: rendered };
    const filledAt = now();
    const page: CachedPage = {
      ...rendered,
      etag: `"${createHash("sha256").update(rendered.body).digest("base64url").slice(0, 27)}"`,
      encoded: await options.encode(rendered.body),
      filledAt,
      staleAt: filledAt + PAGE_MAX_FRESH_MS,
    };
    // Evicted while it rendered: what it shows may be what the eviction was about.
    if (ticket.evicted) return { state: "pass", page: rendered };
    store(key, page);
    return { state: "miss", page };
  }

  /** One render of `key` at a time, shared by every request that needs it. */
  function render(key: string): Promise<PageLookup> {
    const inFlight = renders.get(key);
    if (inFlight) return inFlight.pending;
    const ticket = { evicted: false };
    const pending = renderAndKeep(key, ticket).finally(() => {
      if (renders.get(key)?.ticket === ticket) renders.delete(key);
    });
    renders.set(key, { pending, ticket });
    return pending;
  }

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  }

  /** Drops `path`'s pages (every query of it), and keeps no render of it begun before now. */
  function evict(path: string): void {
    const matches = (key: string) => key === path || key.startsWith(`${path}?`);
    for (const key of [...pages.keys()]) if (matches(key)) drop(key);
    for (const [key, entry] of renders)
      if (matches(key)) {
        entry.ticket.evicted = true;
        renders.delete(key);
      }
  }

  return {
    /** The page for `key`, rendering it first when none is kept or the one kept is too old to send. */
    async lookup(key: string, onRefreshFailed: (error: unknown) => void): Promise<PageLookup> {
      const page = pages.get(key);
      const at = now();
      if (!page || at >= page.staleAt + PAGE_STALE_SERVED_MS) return render(key);
      markUsed(key, page);
      if (at < page.staleAt) return { state: "hit", page };
      render(key).catch(onRefreshFailed);
      return { state: "stale", page };
    },
    /**
     * What a change makes stale: a quote batch, pages older than PAGE_QUOTES_FRESH_MS; the market's
     * data, every page. An eviction drops its page at once.
     */
    invalidate(change: PageChange): void {
      if (typeof change === "object") return evict(change.evict);
      const at = now();
      for (const page of pages.values())
        page.staleAt = Math.min(
          page.staleAt,
          change === "market" ? at : page.filledAt + PAGE_QUOTES_FRESH_MS,
        );
    },
    /** The pages and bytes kept (the byte budget's test). */
    size: () => ({ pages: pages.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
