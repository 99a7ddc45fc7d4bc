import "server-only";
import type { Database, DatabaseHandle } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import type { StreamedQuote } from "../../streamed-quote";
import { listQuotesAfter, listQuotesOf, readLastQuoteSeq } from "../data/quotes";
import { createStreamsBySymbol } from "./create-streams-by-symbol";
import { decodeQuoteNotification, QUOTE_CHANNEL } from "./quote-channel";

/** A page's stream, as the hub sees it: the symbols it shows, their new quotes, `end` when the node stops. */
export type QuoteSubscriber = {
  symbols: ReadonlySet<string>;
  deliver: (quotes: StreamedQuote[]) => void;
  end: () => void;
};

/** The most quotes fetched at once: a whole universe's flush (about 7,200) in one query. */
const FETCH_LIMIT = 10_000;
/**
 * While its streams show at most this many symbols, a node reads only their new quotes. A flush of
 * the universe is about 7,200 quotes, and reading them all for one page's 50 held the node's event
 * loop several ms ten times a second (bench/README.md#benchquotes).
 */
export const FILTERED_FETCH_MAX_SYMBOLS = 1_000;

/**
 * One node's fan-out of live quotes (docs/live-market.md#the-live-path-feed--database--page),
 * modelled on chat's hub: one LISTEN, and per notification ONE query for the quotes written since
 * the last one sent, handed to each stream that shows their symbols. `sweep` fetches the same way
 * without a notification: what was written while the LISTEN connection was down.
 *
 * The streams are found by symbol, so a batch costs its quotes plus what it delivers: asking each
 * stream about each quote, 7.2 million lookups for a flush of the universe at 1,000 streams, held
 * the event loop about 250 ms a flush (bench/README.md#benchquotes), and a node allows 5,000.
 */
export function createQuoteHub({
  db,
  listen,
  filteredFetchMaxSymbols = FILTERED_FETCH_MAX_SYMBOLS,
}: {
  db: Database;
  listen: DatabaseHandle["listen"];
  filteredFetchMaxSymbols?: number;
}) {
  const subscribers = new Set<QuoteSubscriber>();
  const streams = createStreamsBySymbol<QuoteSubscriber>();
  let sentSeq: number | null = null;
  let chain: Promise<void> = Promise.resolve();
  let listening: Promise<() => Promise<void>> | null = null;
  /** Set once the node stops (close): no stream is added after. */
  let closed = false;

  async function fetchNew(): Promise<void> {
    if (subscribers.size === 0 || sentSeq === null) return;
    for (;;) {
      // At most filteredFetchMaxSymbols rows, one per symbol, so one read takes them all.
      const quotes: StreamedQuote[] =
        streams.count() <= filteredFetchMaxSymbols
          ? await listQuotesOf(db, streams.symbols(), sentSeq)
          : await listQuotesAfter(db, sentSeq, FETCH_LIMIT);
      const last = quotes.at(-1);
      if (!last) return;
      sentSeq = last.seq;
      const batches = new Map<QuoteSubscriber, StreamedQuote[]>();
      for (const quote of quotes)
        for (const subscriber of streams.of(quote.symbol)) {
          const batch = batches.get(subscriber);
          if (batch) batch.push(quote);
          else batches.set(subscriber, [quote]);
        }
      for (const [subscriber, wanted] of batches) subscriber.deliver(wanted);
      if (quotes.length < FETCH_LIMIT) return;
    }
  }

  function enqueueFetch(): Promise<void> {
    chain = chain
      .then(fetchNew)
      .catch((error: unknown) =>
        logger.warn(
          { err: error },
          "live quotes could not be fetched; the next notification retries",
        ),
      );
    return chain;
  }

  function startListening() {
    listening ??= (async () => {
      const unlisten = await listen(QUOTE_CHANNEL, (payload) => {
        const seq = decodeQuoteNotification(payload);
        if (seq !== null && sentSeq !== null && seq > sentSeq) void enqueueFetch();
      });
      // Numbers up to here are each stream's own first read; the hub sends what comes after.
      sentSeq ??= await readLastQuoteSeq(db);
      return unlisten;
    })().catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    /** Adds a stream, listening first when it is this node's first; resolves once listening. */
    async subscribe(subscriber: QuoteSubscriber): Promise<() => void> {
      if (!closed) await startListening();
      // A stream opened while the node stops is ended at once, after its first read, as the others
      // were: left open, it would hold the draining node until its deadline cut it mid-event.
      if (closed) {
        subscriber.end();
        return () => undefined;
      }
      subscribers.add(subscriber);
      streams.add(subscriber, subscriber.symbols);
      return () => {
        if (subscribers.delete(subscriber)) streams.remove(subscriber, subscriber.symbols);
      };
    },
    /** The symbols this node's streams show, and their changes: what a feed following pages follows. */
    shown: streams.shown,
    /** Fetches what was written beyond what was sent: notifications lost while the LISTEN connection was down. */
    sweep: enqueueFetch,
    /** How many streams this node serves. */
    size: () => subscribers.size,
    /** Ends every stream (the node is stopping) and stops listening. */
    async close(): Promise<void> {
      closed = true;
      for (const subscriber of subscribers) {
        subscriber.end();
        streams.remove(subscriber, subscriber.symbols);
      }
      subscribers.clear();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export type QuoteHub = ReturnType<typeof createQuoteHub>;
