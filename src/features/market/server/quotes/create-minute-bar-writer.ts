import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { MinuteBar } from "../../minute-bar";
import { writeMinuteBars } from "../mutations/write-minute-bars";
import { QUOTE_SYMBOL_INTERVAL_MS } from "./create-quote-writer";

type Options = { db: Database; flushMs?: number };

/**
 * Takes a feed's minute bars and writes them at most once per `flushMs` as one statement
 * (docs/live-market.md#minute-bars), as the quote writer does quotes: a stream sends each
 * streamed symbol's bar at the turn of every minute, so one statement stores them all. A bar
 * sent again before its flush replaces the pending one; a failed write keeps its bars for the
 * next flush unless newer ones for the same minute came.
 */
export function createMinuteBarWriter({ db, flushMs = QUOTE_SYMBOL_INTERVAL_MS }: Options) {
  const pending = new Map<string, MinuteBar>();
  const key = (bar: MinuteBar) => `${bar.symbol} ${bar.start.toISOString()}`;
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlushAt = 0;
  let closed = false;

  async function flush(): Promise<void> {
    timer = undefined;
    lastFlushAt = Date.now();
    const batch = [...pending.values()];
    pending.clear();
    try {
      await writeMinuteBars(db, batch);
    } catch (error) {
      for (const bar of batch) if (!pending.has(key(bar))) pending.set(key(bar), bar);
      logger.warn({ err: error, bars: batch.length }, "minute bars could not be written; retrying");
    }
    schedule();
  }

  function schedule(): void {
    if (closed || timer || pending.size === 0) return;
    const wait = Math.max(0, lastFlushAt + flushMs - Date.now());
    timer = setTimeout(() => void (writing = writing.then(flush)), wait);
  }

  return {
    /** Takes a feed's bars; they are written at the next flush. */
    write(bars: readonly MinuteBar[]): void {
      for (const bar of bars) pending.set(key(bar), bar);
      schedule();
    },
    /** Writes what is pending now (the feed is stopping), then stops the timer. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await (writing = writing.then(() => (pending.size > 0 ? flush() : undefined)));
    },
  };
}

export type MinuteBarWriter = ReturnType<typeof createMinuteBarWriter>;
