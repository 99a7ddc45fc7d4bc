import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import {
  QUOTE_FLUSH_MS,
  QUOTE_SYMBOL_INTERVAL_MS,
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
 * each to the writer to the moment every stream read the event carrying it. The writer writes a
 * symbol at most once a second and looks for quotes due every 100 ms, so each trade is handed once
 * the symbol is due again (a trade a second or more after its last: what a page sees first of a
 * move), at the next of evenly spread fractions of the flush interval (golden-ratio steps). The
 * trades in between, which the second holds back and the next write supersedes, are not timed.
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
    const offset = (((i + 2) * 0.618_034) % 1) * QUOTE_FLUSH_MS;
    const due = (flushes.at(-1)?.start ?? 0) + QUOTE_SYMBOL_INTERVAL_MS;
    await sleep(Math.max(0, due + offset - performance.now()));
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
