import { createSessionCadence } from "../create-session-cadence";
import type { LiveQuote, MarketSession } from "../live-quote";
import { toYahooSymbol } from "../yahoo-symbol";
import type { QuoteFeed } from "./quote-feed";
import type { YahooClient } from "./yahoo-client";
import { yahooLiveQuote } from "./yahoo-live-quote";

type Options = {
  /** The market session at a time (docs/live-market.md#market-sessions). */
  sessionAt: (at: Date) => MarketSession;
  /** MARKET_POLL_SECONDS: how often quotes are asked for while a session is open. */
  pollSeconds: number;
  /** Symbols per quote request, as the provider asks. */
  quoteBatchSize?: number;
};

/** What makes a quote news: anything but its object identity. */
const sameQuote = (a: LiveQuote | undefined, b: LiveQuote) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * Yahoo Finance as a polling QuoteFeed (docs/live-market.md#running-with-real-data): the followed
 * symbols' quotes once at the start, then every `pollSeconds` while a session is open, once more
 * at the first poll after the regular session or after-hours ends (the closing snapshot), and none
 * while the market is closed (docs/live-market.md#refresh-cadence), through the provider's paced,
 * signed-in client. Only quotes that changed are sent. Yahoo's minute bars come one symbol a
 * request (its chart API), too dear for a universe polled each minute, so this feed sends none.
 * Freshness: Yahoo says little it keeps to — its US answers carry `exchangeDataDelayedBy: 0`
 * while naming their source "Delayed Quote" or "Nasdaq Real Time Price"
 * (tests/fixtures/yahoo/quote-*.json), so the feed claims no more than the usual 15-minute delay.
 */
export function createYahooFeed(
  { yahoo, signedIn }: YahooClient,
  { sessionAt, pollSeconds, quoteBatchSize = 100 }: Options,
): QuoteFeed {
  return {
    source: "yahoo",
    freshness: { kind: "delayed", minutes: 15 },
    async start({ symbols, onQuotes, onError }) {
      let followed = new Set(symbols);
      const last = new Map<string, LiveQuote>();
      let stopped = false;
      let polling = false;

      async function poll(wanted: readonly string[]) {
        const fresh: LiveQuote[] = [];
        for (let start = 0; start < wanted.length && !stopped; start += quoteBatchSize) {
          const batch = wanted.slice(start, start + quoteBatchSize).map(toYahooSymbol);
          try {
            const answers = await signedIn(() => yahoo.quote(batch, { return: "array" }));
            for (const answer of answers) {
              const quote = yahooLiveQuote(answer);
              if (!quote || !followed.has(quote.symbol) || sameQuote(last.get(quote.symbol), quote))
                continue;
              last.set(quote.symbol, quote);
              fresh.push(quote);
            }
          } catch (error) {
            onError(error instanceof Error ? error : new Error(String(error))); // its symbols keep their last quotes
          }
        }
        if (!stopped && fresh.length > 0) onQuotes(fresh);
      }

      await poll([...followed]);
      const cadence = createSessionCadence(sessionAt);
      const timer = setInterval(() => {
        if (polling || cadence() === "closed") return;
        polling = true;
        void poll([...followed]).finally(() => {
          polling = false;
        });
      }, pollSeconds * 1000);
      return {
        follow(next) {
          followed = new Set(next);
          for (const symbol of last.keys()) if (!followed.has(symbol)) last.delete(symbol);
          // A newly followed symbol is quoted now, not at the next poll (closed or not: it has no quote yet).
          void poll(next.filter((symbol) => !last.has(symbol)));
        },
        async stop() {
          stopped = true;
          clearInterval(timer);
        },
      };
    },
  };
}
