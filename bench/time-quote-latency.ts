import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import {
  QUOTE_FLUSH_MS,
  type QuoteWriter,
} from "@/features/market/server/quotes/create-quote-writer";
import { scriptedQuote } from "../tests/integration/scripted-quote-feed";
import type { openSseReaders } from "./open-sse-readers";
import type { TimedStatement } from "./time-writer-statements";

type Options = {
  writer: QuoteWriter;
  /** The writer's flushes so far, growing as it writes (timeWriterStatements). */
  flushes: readonly TimedStatement[];
  readers: Awaited<ReturnType<typeof openSseReaders>>;
  symbol: string;
  /** The symbol's stored price, which its trades stay within a dollar of. */
  price: number;
  /** The highest quote number written before the first trade. */
  lastSeq: number;
  trades: number;
};

/**
 * Times `trades` trades of `symbol` (after 2 warm-ups), one at a time, from the fake feed handing
 * each to the writer to the moment every stream read the event carrying it. The writer flushes at
 * most once a second, so a trade waits for the next flush: under a feed ticking all the time that
 * wait is anything from 0 to a second, so each trade is handed so that its wait is the next of
 * evenly spread fractions of the second (golden-ratio steps), or the longest one still possible.
 * Each flush writes this one quote, so its number is the one before plus one.
 */
export async function timeQuoteLatency(options: Options) {
  const { writer, flushes, readers, symbol, price, trades } = options;
  const samples = {
    fromTrade: [] as number[],
    fromFlush: [] as number[],
    slowestFromTrade: [] as number[],
    slowestFromFlush: [] as number[],
    flushWait: [] as number[],
    statement: [] as number[],
  };
  let seq = options.lastSeq;
  for (let i = -2; i < trades; i += 1) {
    const wanted = (((i + 2) * 0.618_034) % 1) * QUOTE_FLUSH_MS;
    const nextFlush = (flushes.at(-1)?.start ?? 0) + QUOTE_FLUSH_MS;
    await sleep(Math.max(0, nextFlush - wanted - performance.now()));
    seq += 1;
    const handedAt = performance.now();
    writer.write([scriptedQuote(symbol, price + (seq % 100) / 100)]);
    await readers.seenByAll(seq);
    if (i < 0) continue;
    // PostgreSQL may deliver the NOTIFY, and the hub the quote, before the writer has its answer.
    let flush = flushes.find((statement) => statement.seq === seq);
    for (let wait = 0; !flush && wait < 5_000; wait += 1) {
      await sleep(1);
      flush = flushes.find((statement) => statement.seq === seq);
    }
    if (!flush) throw new Error(`no flush wrote quote ${seq}: did something else write quotes?`);
    const times = readers.arrivals(seq);
    const slowest = Math.max(...times);
    samples.fromTrade.push(...times.map((time) => time - handedAt));
    samples.fromFlush.push(...times.map((time) => time - flush.start));
    samples.slowestFromTrade.push(slowest - handedAt);
    samples.slowestFromFlush.push(slowest - flush.start);
    samples.flushWait.push(flush.start - handedAt);
    samples.statement.push(flush.end - flush.start);
  }
  return samples;
}
