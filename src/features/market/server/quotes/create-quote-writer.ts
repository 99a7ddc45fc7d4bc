import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { LiveQuote } from "../../live-quote";
import { foldQuotes } from "../mutations/fold-quotes";
import { writeQuotes } from "../mutations/write-quotes";

/** docs/live-market.md#the-live-path-feed--database--page: "coalesced to at most one update per symbol per second". */
export const QUOTE_FLUSH_MS = 1_000;

type Options = { db: Database; flushMs?: number; foldMs: number };

/**
 * Takes a feed's batches, keeps the latest quote per symbol and writes them at most once per
 * `flushMs` as one statement (which notifies every node's hub); every `foldMs` at most, what was
 * written since is copied into `security` for the screener's sorts and filters. One flush or fold
 * runs at a time; a failed write keeps its quotes for the next flush unless newer ones came.
 */
export function createQuoteWriter({ db, flushMs = QUOTE_FLUSH_MS, foldMs }: Options) {
  const pending = new Map<string, LiveQuote>();
  let chain: Promise<void> = Promise.resolve();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let foldTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFlushAt = 0;
  let lastFoldAt = 0;
  let foldedSeq = 0;
  let writtenSeq = 0;
  let closed = false;

  const run = (task: () => Promise<void>) => (chain = chain.then(task));

  async function flush(): Promise<void> {
    flushTimer = undefined;
    lastFlushAt = Date.now();
    const batch = [...pending.values()];
    pending.clear();
    try {
      writtenSeq = (await writeQuotes(db, batch)) ?? writtenSeq;
    } catch (error) {
      for (const quote of batch) if (!pending.has(quote.symbol)) pending.set(quote.symbol, quote);
      logger.warn(
        { err: error, quotes: batch.length },
        "live quotes could not be written; retrying",
      );
    }
    scheduleFlush();
    scheduleFold();
  }

  async function fold(): Promise<void> {
    foldTimer = undefined;
    lastFoldAt = Date.now();
    try {
      foldedSeq = await foldQuotes(db, foldedSeq);
    } catch (error) {
      logger.warn({ err: error }, "live quotes could not be folded into securities; retrying");
      scheduleFold(true);
    }
  }

  function scheduleFlush(): void {
    if (closed || flushTimer || pending.size === 0) return;
    const wait = Math.max(0, lastFlushAt + flushMs - Date.now());
    flushTimer = setTimeout(() => void run(flush), wait);
  }

  function scheduleFold(retry = false): void {
    if (closed || foldTimer || (!retry && writtenSeq <= foldedSeq)) return;
    const wait = Math.max(0, lastFoldAt + foldMs - Date.now());
    foldTimer = setTimeout(() => void run(fold), wait);
  }

  return {
    /** Takes a feed's batch; the latest quote of each symbol is written at the next flush. */
    write(quotes: readonly LiveQuote[]): void {
      for (const quote of quotes) pending.set(quote.symbol, quote);
      scheduleFlush();
    },
    /** Writes and folds what is pending now (the feed is stopping), then stops the timers. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(flushTimer);
      clearTimeout(foldTimer);
      await run(async () => {
        if (pending.size > 0) await flush();
        if (writtenSeq > foldedSeq) await fold();
      });
    },
  };
}

export type QuoteWriter = ReturnType<typeof createQuoteWriter>;
