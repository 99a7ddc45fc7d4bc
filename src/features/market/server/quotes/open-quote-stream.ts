import "server-only";
import type { Database } from "@/server/db/create-database";
import { createEventStreamBody } from "@/server/http/create-event-stream-body";
import { NO_FEED, type StreamedQuote } from "../../streamed-quote";
import { listQuotesOf, readMarketFeed } from "../data/quotes";
import type { QuoteHub } from "./create-quote-hub";
import type { PersonalEvents } from "./personal-events";

/** A comment line every 15 s keeps proxies from closing an idle stream and lets the browser notice a dead one. */
export const HEARTBEAT_MS = 15_000;

type StreamOptions = {
  db: Database;
  hub: QuoteHub;
  symbols: string[];
  afterSeq: number;
  /** The signed-in person's own events, sent beside the quotes (no ids: Last-Event-ID stays the quotes'). */
  personal?: PersonalEvents | null;
  signal: AbortSignal;
  onClose?: () => void;
};

/**
 * A page's live quotes (docs/live-market.md#the-live-path-feed--database--page): `event: market`
 * naming the feed, then `event: quotes` with the symbols' quotes written after `afterSeq` (all of
 * them on a first visit), then each batch the hub delivers. Every `quotes` event's id is the highest
 * number sent so far, which the browser resends as Last-Event-ID; a quote not newer than the one
 * already sent for its symbol is dropped, so nothing repeats.
 */
export async function openQuoteStream({
  db,
  hub,
  symbols,
  afterSeq,
  personal,
  signal,
  onClose,
}: StreamOptions): Promise<ReadableStream<Uint8Array>> {
  const sentSeq = new Map<string, number>();
  let lastId = afterSeq;
  const body = createEventStreamBody({ signal, onClose });
  const { write, close } = body;

  function send(quotes: StreamedQuote[], always = false) {
    const fresh = quotes.filter((quote) => quote.seq > (sentSeq.get(quote.symbol) ?? afterSeq));
    if (fresh.length === 0 && !always) return;
    for (const quote of fresh) {
      sentSeq.set(quote.symbol, quote.seq);
      lastId = Math.max(lastId, quote.seq);
    }
    const id = lastId > 0 ? `id: ${lastId}\n` : "";
    write(`event: quotes\n${id}data: ${JSON.stringify({ quotes: fresh })}\n\n`);
  }

  // Deliveries wait behind the first read, so `market` and the current quotes always come first.
  let release: () => void = () => undefined;
  let chain = new Promise<void>((resolve) => (release = resolve));
  const wanted = new Set(symbols);
  const unsubscribe = await hub.subscribe({
    symbols: wanted,
    deliver: (quotes) => void (chain = chain.then(() => send(quotes))),
    end: () =>
      void (chain = chain.then(() => {
        write("event: bye\ndata: {}\n\n");
        close();
      })),
  });
  body.onClosing(unsubscribe);
  if (personal) {
    const stop = await personal(
      (event, data) =>
        void (chain = chain.then(() =>
          write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        )),
    );
    body.onClosing(stop);
  }
  try {
    write("retry: 2000\n\n");
    const [feed, current] = await Promise.all([
      readMarketFeed(db),
      symbols.length > 0 ? listQuotesOf(db, symbols, afterSeq) : [],
    ]);
    write(`event: market\ndata: ${JSON.stringify(feed ?? NO_FEED)}\n\n`);
    send(current, true);
  } catch (error) {
    close();
    throw error;
  } finally {
    release();
  }
  body.run(HEARTBEAT_MS);
  return body.stream;
}
