import "server-only";
import type { Database } from "@/server/db/create-database";
import { listListedSymbols } from "../data/quotes";
import type { RunningQuoteFeed } from "../quote-feed";

/** How often the followed universe is read again (a refresh may list or drop symbols). */
const UNIVERSE_EVERY_MS = 5 * 60_000;

/**
 * Keeps a running feed on the listed universe (the market's "listed" rule), starting from
 * `symbols`, the list it was started with; returns the function that stops watching.
 */
export function followListedUniverse(
  db: Database,
  feed: RunningQuoteFeed,
  symbols: readonly string[],
): () => void {
  let followed = symbols.join();
  const timer = setInterval(async () => {
    const listed = await listListedSymbols(db).catch(() => null);
    if (!listed || listed.join() === followed) return;
    followed = listed.join();
    feed.follow(listed);
  }, UNIVERSE_EVERY_MS);
  return () => clearInterval(timer);
}
