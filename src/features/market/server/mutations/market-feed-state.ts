import "server-only";
import type { Database } from "@/server/db/create-database";
import { marketFeeds } from "@/server/db/schema";
import type { MarketFeedDescription } from "../../streamed-quote";

/**
 * Records the feed this node now runs, for every node's streams to name
 * (docs/live-market.md#the-live-path-feed--database--page); null removes it: no feed runs.
 */
export async function recordMarketFeed(
  db: Database,
  feed: MarketFeedDescription | null,
): Promise<void> {
  if (!feed) {
    await db.delete(marketFeeds);
    return;
  }
  const row = { id: 1, source: feed.source, freshness: feed.freshness, startedAt: new Date() };
  await db.insert(marketFeeds).values(row).onConflictDoUpdate({ target: marketFeeds.id, set: row });
}
