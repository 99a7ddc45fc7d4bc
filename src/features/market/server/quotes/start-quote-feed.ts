import "server-only";
import { logger } from "@/server/logger";
import { recordMarketFeed } from "../mutations/market-feed-state";
import { type QuoteFeedOptions, runFeedOnOneNode } from "./run-feed-on-one-node";

/**
 * Starts the server's live feed (docs/live-market.md#the-live-path-feed--database--page) on the
 * node that gets its lock, or, with none configured, records that none runs: streams then name the
 * stored quotes' close, and nothing streams.
 */
export function startQuoteFeed(options: QuoteFeedOptions): { stop: () => Promise<void> } {
  if (options.feed) return runFeedOnOneNode({ ...options, feed: options.feed });
  void recordMarketFeed(options.handle.db, null).catch((error: unknown) =>
    logger.warn({ err: error }, "the market feed's state could not be cleared"),
  );
  return { stop: async () => undefined };
}
