import type { LiveQuote, MarketSession, QuoteSource } from "../../live-quote";
import { newYorkDate } from "../../new-york-date";
import type { AlpacaDay } from "./read-alpaca-snapshot";

type Entry = { quote: LiveQuote; lastRegularPrice: number | null };

/**
 * The latest quote of each followed symbol as snapshots and streamed trades and quotes arrive,
 * and which changed since the last batch. A quote's session is the session of its last trade
 * (docs/live-market.md#alpaca): a trade in the regular session moves the day's open, high, low and
 * volume and is remembered as the regular price, which a later after-hours price is shown beside
 * as `regularClose`.
 */
export function createLiveQuoteBook(source: QuoteSource, sessionAt: (at: Date) => MarketSession) {
  const entries = new Map<string, Entry>();
  const changed = new Set<string>();

  function settle(entry: Entry, price: number, at: Date) {
    const session = sessionAt(at);
    if (session === "regular") entry.lastRegularPrice = price;
    Object.assign(entry.quote, {
      price,
      asOf: at,
      session,
      regularClose: session === "post" ? entry.lastRegularPrice : null,
    });
    changed.add(entry.quote.symbol);
  }

  return {
    /** A snapshot's day replaces what the book had (it is Alpaca's whole account of the day). */
    setDay(symbol: string, day: AlpacaDay) {
      const { price, asOf, ...figures } = day;
      const entry: Entry = {
        quote: { symbol, ...figures, price, asOf, session: "closed", regularClose: null, source },
        lastRegularPrice: entries.get(symbol)?.lastRegularPrice ?? null,
      };
      entries.set(symbol, entry);
      settle(entry, price, asOf);
    },
    trade(symbol: string, price: number, size: number, at: Date) {
      const entry = entries.get(symbol);
      if (!entry || at < entry.quote.asOf || !(price > 0)) return; // before its snapshot, or out of order
      const { quote } = entry;
      if (newYorkDate(at) !== newYorkDate(quote.asOf)) {
        // A new trading day: yesterday's regular price is its previous close, and its figures start again.
        Object.assign(quote, { open: null, high: null, low: null, volume: 0 });
        quote.previousClose = entry.lastRegularPrice ?? quote.previousClose;
      }
      if (sessionAt(at) === "regular") {
        quote.open ??= price;
        quote.high = Math.max(quote.high ?? price, price);
        quote.low = Math.min(quote.low ?? price, price);
        quote.volume += size;
      }
      settle(entry, price, at);
    },
    quote(symbol: string, bid: number, ask: number) {
      const entry = entries.get(symbol);
      if (!entry) return;
      entry.quote.bid = bid > 0 ? bid : null;
      entry.quote.ask = ask > 0 ? ask : null;
      changed.add(symbol);
    },
    has: (symbol: string) => entries.has(symbol),
    volume: (symbol: string) => entries.get(symbol)?.quote.volume ?? 0,
    /** Forgets every symbol but `symbols`. */
    retain(symbols: ReadonlySet<string>) {
      for (const symbol of entries.keys()) if (!symbols.has(symbol)) entries.delete(symbol);
    },
    /** The quotes that changed since the last call, one per symbol, as copies. */
    takeChanged(): LiveQuote[] {
      const quotes = [...changed].flatMap((symbol) => {
        const entry = entries.get(symbol);
        return entry ? [{ ...entry.quote }] : [];
      });
      changed.clear();
      return quotes;
    },
  };
}

export type LiveQuoteBook = ReturnType<typeof createLiveQuoteBook>;
