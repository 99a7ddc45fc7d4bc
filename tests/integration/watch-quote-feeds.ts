import { afterEach } from "vitest";
import type { LiveQuote } from "@/features/market/live-quote";
import type { MinuteBar } from "@/features/market/minute-bar";
import type { QuoteFeed, RunningQuoteFeed } from "@/features/market/server/quote-feed";

/**
 * Runs a feed as a live provider's runner would, keeping every batch, minute bar and error it
 * sends; the running feed is stopped after each test. `latest(symbol)` is the last quote sent for it.
 */
export function watchQuoteFeeds() {
  const running: RunningQuoteFeed[] = [];
  afterEach(async () => {
    for (const feed of running.splice(0)) await feed.stop();
  });
  return async function watch(feed: QuoteFeed, symbols: string[]) {
    const batches: LiveQuote[][] = [];
    const errors: Error[] = [];
    const bars: MinuteBar[] = [];
    const feedRunning = await feed.start({
      symbols,
      onQuotes: (quotes) => batches.push(quotes),
      onError: (error) => errors.push(error),
      onBars: (sent) => bars.push(...sent),
    });
    running.push(feedRunning);
    const latest = (symbol: string) => batches.flat().findLast((quote) => quote.symbol === symbol);
    return { running: feedRunning, batches, bars, errors, latest };
  };
}
