import "server-only";
import { logger } from "@/server/logger";
import { recordMarketFeed } from "../mutations/market-feed-state";
import { type QuoteFeedOptions, runFeedOnOneNode } from "./run-feed-on-one-node";
import { withMarketDays } from "./with-market-days";

type Options = QuoteFeedOptions & {
  /** The clock a live provider's trading days follow (tests set it). */
  now?: () => Date;
};

/**
 * Starts the server's live feed (docs/live-market.md#the-live-path-feed--database--page) on the
 * node that gets its lock, or, with none configured, records that none runs: streams then name the
 * stored quotes' close, and nothing streams. A live provider's feed also stores its minute bars and
 * closes each trading day there (withMarketDays); the simulated market closes its own days.
 */
export function startQuoteFeed({ now, ...options }: Options): { stop: () => Promise<void> } {
  const { feed, handle } = options;
  if (feed) {
    const live = feed.source === "alpaca" || feed.source === "yahoo";
    return runFeedOnOneNode({
      ...options,
      feed: live ? withMarketDays(feed, { db: handle.db, now }) : feed,
    });
  }
  void recordMarketFeed(handle.db, null).catch((error: unknown) =>
    logger.warn({ err: error }, "the market feed's state could not be cleared"),
  );
  return { stop: async () => undefined };
}
