import "server-only";
import type { Database } from "@/server/db/create-database";
import type { QuoteFeed } from "../quote-feed";
import { startDayCloses } from "../start-day-closes";
import { createMinuteBarWriter } from "./create-minute-bar-writer";

/**
 * A live provider's feed with what its node keeps besides quotes (docs/live-market.md#minute-bars):
 * the minute bars it sends, written by their own writer, and the trading days' closes
 * (startDayCloses), which also prune the minute bars. Both start and stop with each start of the
 * feed, so they run on the one node the feed runs on.
 */
export function withMarketDays(
  feed: QuoteFeed,
  { db, now }: { db: Database; now?: () => Date },
): QuoteFeed {
  return {
    source: feed.source,
    freshness: feed.freshness,
    follows: feed.follows,
    async start(options) {
      const bars = createMinuteBarWriter({ db });
      const days = startDayCloses({ db, source: feed.source, now });
      const stopBoth = async () => {
        await days.stop();
        await bars.close();
      };
      try {
        const running = await feed.start({ ...options, onBars: (batch) => bars.write(batch) });
        return {
          follow: (symbols) => running.follow(symbols),
          async stop() {
            await running.stop();
            await stopBoth();
          },
        };
      } catch (error) {
        await stopBoth();
        throw error;
      }
    },
  };
}
