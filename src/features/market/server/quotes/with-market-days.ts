import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { lastClosedTradingDay } from "../../market-session";
import { pruneMinuteBars } from "../mutations/prune-minute-bars";
import type { QuoteFeed } from "../quote-feed";
import { createMinuteBarWriter } from "./create-minute-bar-writer";

/**
 * A live provider's feed with what its node keeps besides quotes (docs/live-market.md#minute-bars):
 * the minute bars it sends, written by their own writer, and pruned to the last five sessions
 * whenever it starts. Both start and stop with each start of the feed, so they run on the one node
 * the feed runs on.
 */
export function withMarketDays(
  feed: QuoteFeed,
  { db, now = () => new Date() }: { db: Database; now?: () => Date },
): QuoteFeed {
  return {
    source: feed.source,
    freshness: feed.freshness,
    async start(options) {
      await pruneMinuteBars(db, lastClosedTradingDay(now())).catch((error: unknown) =>
        logger.warn(
          { err: error },
          "old minute bars could not be pruned; trying at the next start",
        ),
      );
      const bars = createMinuteBarWriter({ db });
      try {
        const running = await feed.start({ ...options, onBars: (batch) => bars.write(batch) });
        return {
          follow: (symbols) => running.follow(symbols),
          async stop() {
            await running.stop();
            await bars.close();
          },
        };
      } catch (error) {
        await bars.close();
        throw error;
      }
    },
  };
}
