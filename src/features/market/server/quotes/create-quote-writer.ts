import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { LiveQuote } from "../../live-quote";
import { foldQuotes } from "../mutations/fold-quotes";
import { writeQuotes } from "../mutations/write-quotes";
import { foldSpacingMs } from "./fold-spacing";

/** docs/live-market.md#the-live-path-feed--database--page: "coalesced to at most one update per symbol per second". */
export const QUOTE_SYMBOL_INTERVAL_MS = 1_000;
/** How often the writer looks for quotes due: the longest a quiet symbol's trade waits to be written. */
export const QUOTE_FLUSH_MS = 100;

type Options = { db: Database; flushMs?: number; symbolIntervalMs?: number; foldMs: number };

/**
 * Takes a feed's batches, keeps the latest quote per symbol and writes each symbol at most once
 * per `symbolIntervalMs`: a symbol quiet that long is written at the next flush (every `flushMs`
 * at most, one statement that notifies every node's hub), a busy one a second after its last
 * write with its latest quote. Every `foldMs` at most, or spaced further when folds are long
 * (fold-spacing.ts), what was written since is copied into `security` for the screener's sorts and
 * filters, on a chain of its own, so a slow fold holds no flush. One flush runs at a time; a
 * failed write keeps its quotes for the next flush unless newer ones came.
 */
export function createQuoteWriter({
  db,
  flushMs = QUOTE_FLUSH_MS,
  symbolIntervalMs = QUOTE_SYMBOL_INTERVAL_MS,
  foldMs,
}: Options) {
  const pending = new Map<string, LiveQuote>();
  const writtenAt = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();
  let folding: Promise<void> = Promise.resolve();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let flushAt = 0;
  let foldTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFlushAt = 0;
  let lastFoldAt = 0;
  let lastFoldMs = 0;
  let foldedSeq = 0;
  let writtenSeq = 0;
  let closed = false;

  const dueAt = (symbol: string) =>
    (writtenAt.get(symbol) ?? Number.NEGATIVE_INFINITY) + symbolIntervalMs;

  async function flush(everything = false): Promise<void> {
    flushTimer = undefined;
    const now = Date.now();
    lastFlushAt = now;
    const batch = [...pending.values()].filter((quote) => everything || dueAt(quote.symbol) <= now);
    for (const quote of batch) {
      pending.delete(quote.symbol);
      writtenAt.set(quote.symbol, now);
    }
    try {
      if (batch.length > 0) writtenSeq = (await writeQuotes(db, batch)) ?? writtenSeq;
    } catch (error) {
      for (const quote of batch) {
        writtenAt.delete(quote.symbol);
        if (!pending.has(quote.symbol)) pending.set(quote.symbol, quote);
      }
      logger.warn(
        { err: error, quotes: batch.length },
        "live quotes could not be written; retrying",
      );
    }
    let due = Number.POSITIVE_INFINITY;
    for (const symbol of pending.keys()) due = Math.min(due, dueAt(symbol));
    scheduleFlush(due);
    scheduleFold();
  }

  /** A flush at `due` (or one flush interval after the last), unless one is set sooner. */
  function scheduleFlush(due: number): void {
    if (closed || pending.size === 0) return;
    const at = Math.max(due, lastFlushAt + flushMs);
    if (flushTimer && flushAt <= at) return;
    clearTimeout(flushTimer);
    flushAt = at;
    flushTimer = setTimeout(
      () => void (flushing = flushing.then(() => flush())),
      Math.max(0, at - Date.now()),
    );
  }

  async function fold(): Promise<void> {
    foldTimer = undefined;
    lastFoldAt = Date.now();
    try {
      foldedSeq = await foldQuotes(db, foldedSeq);
      lastFoldMs = Date.now() - lastFoldAt;
    } catch (error) {
      logger.warn({ err: error }, "live quotes could not be folded into securities; retrying");
      scheduleFold(true);
    }
  }

  function scheduleFold(retry = false): void {
    if (closed || foldTimer || (!retry && writtenSeq <= foldedSeq)) return;
    const wait = Math.max(0, lastFoldAt + foldSpacingMs({ foldMs, lastFoldMs }) - Date.now());
    foldTimer = setTimeout(() => void (folding = folding.then(fold)), wait);
  }

  return {
    /** Takes a feed's batch; each symbol's latest quote is written as soon as it is due. */
    write(quotes: readonly LiveQuote[]): void {
      let due = Number.POSITIVE_INFINITY;
      for (const quote of quotes) {
        pending.set(quote.symbol, quote);
        due = Math.min(due, dueAt(quote.symbol));
      }
      scheduleFlush(due);
    },
    /** Writes and folds everything pending now (the feed is stopping), then stops the timers. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(flushTimer);
      clearTimeout(foldTimer);
      await (flushing = flushing.then(() => (pending.size > 0 ? flush(true) : undefined)));
      await (folding = folding.then(() => (writtenSeq > foldedSeq ? fold() : undefined)));
    },
  };
}

export type QuoteWriter = ReturnType<typeof createQuoteWriter>;
