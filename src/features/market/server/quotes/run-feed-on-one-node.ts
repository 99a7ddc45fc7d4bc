import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import type { HeldLock } from "@/server/db/hold-advisory-lock";
import { logger } from "@/server/logger";
import { listListedSymbols } from "../data/quotes";
import { holdFeedLock } from "../mutations/hold-feed-lock";
import { recordMarketFeed } from "../mutations/market-feed-state";
import type { QuoteFeed, RunningQuoteFeed } from "../quote-feed";
import { createQuoteWriter, type QuoteWriter } from "./create-quote-writer";
import type { ShownSymbols } from "./create-streams-by-symbol";
import { followListedUniverse } from "./follow-listed-universe";
import { followShownSymbols, MAX_SHOWN_SYMBOLS_FOLLOWED } from "./follow-shown-symbols";

const LONGEST_RETRY_MS = 60_000;

export type QuoteFeedOptions = {
  handle: Pick<DatabaseHandle, "db" | "connection">;
  /** Null: no feed is configured; the stored quotes stand and the stream says so. */
  feed: QuoteFeed | null;
  foldMs: number;
  /** The symbols this node's streams show, for a feed that follows pages. */
  shown: ShownSymbols;
  /** The first pause before starting the feed again after a failure, doubling to a minute. */
  retryMs?: number;
};

/**
 * Runs `feed` on one node (docs/live-market.md#the-live-path-feed--database--page): the node
 * holding the feed's advisory lock (PGlite: the one process); the others try again every
 * `retryMs`-doubling pause. It follows the listed universe, or for a feed that asks, the symbols
 * this node's pages show, and writes through the quote writer. A feed that fails to start or
 * reports an error is started again after a growing pause, the last good quotes staying in place;
 * nothing here throws.
 */
export function runFeedOnOneNode({
  handle,
  feed,
  foldMs,
  shown,
  retryMs = 1_000,
}: QuoteFeedOptions & { feed: QuoteFeed }) {
  const { db } = handle;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lock: HeldLock | null = null;
  let running: RunningQuoteFeed | null = null;
  let writer: QuoteWriter | null = null;
  let unfollow: () => void = () => undefined;
  let generation = 0; // which start is current: an error from an earlier one is old news

  // `task` after a pause growing with each failure in a row (none before the first try).
  const later = (task: () => Promise<void>) => {
    if (stopped) return;
    const delay = failures === 0 && !lock ? 0 : Math.min(retryMs * 2 ** failures, LONGEST_RETRY_MS);
    failures += 1;
    timer = setTimeout(
      () =>
        void task().catch((error: unknown) => logger.warn({ err: error }, "the quote feed failed")),
      delay,
    );
  };

  async function takeLock(): Promise<void> {
    lock = await holdFeedLock(handle.connection);
    if (!lock) return later(takeLock);
    if (stopped) return lock.release();
    void lock.lost.then(async () => {
      logger.warn("the quote feed's lock connection dropped; another node may take the feed");
      await halt();
      lock = null;
      later(takeLock);
    });
    failures = 0;
    writer = createQuoteWriter({ db, foldMs });
    await run();
  }

  async function run(): Promise<void> {
    if (stopped || !lock || !writer) return;
    const quoteWriter = writer;
    const started = ++generation;
    try {
      await recordMarketFeed(db, { source: feed.source, freshness: feed.freshness });
      const followsShown = feed.follows === "shown";
      const symbols = followsShown
        ? shown.list(MAX_SHOWN_SYMBOLS_FOLLOWED)
        : await listListedSymbols(db);
      const next = await feed.start({
        symbols,
        onQuotes: (quotes) => quoteWriter.write(quotes),
        onError: (error) => {
          if (started !== generation) return;
          generation += 1;
          logger.warn({ err: error }, "the quote feed failed; starting it again");
          void stopFeed().then(() => later(run));
        },
      });
      running = next; // stopped or failed while starting: this start is no longer the current one
      if (stopped || started !== generation) return void stopFeed();
      failures = 0;
      unfollow = followsShown
        ? followShownSymbols(shown, next)
        : followListedUniverse(db, next, symbols);
      logger.info({ source: feed.source, symbols: symbols.length }, "the quote feed runs here");
    } catch (error) {
      logger.warn({ err: error }, "the quote feed could not start; trying again");
      later(run);
    }
  }

  async function stopFeed(): Promise<void> {
    unfollow();
    const current = running;
    running = null;
    await current
      ?.stop()
      .catch((error: unknown) => logger.warn({ err: error }, "a feed's stop failed"));
  }

  async function halt(): Promise<void> {
    clearTimeout(timer);
    await stopFeed();
    await writer?.close();
    writer = null;
  }

  later(takeLock);

  return {
    /** Stops the feed, writes what it sent last, says no feed runs and lets another node take it. */
    async stop(): Promise<void> {
      stopped = true;
      await halt();
      if (lock) {
        await recordMarketFeed(db, null).catch(() => undefined);
        await lock.release();
        lock = null;
      }
    },
  };
}
