import { createSessionCadence } from "../../create-session-cadence";
import type { MarketSession } from "../../live-quote";
import type { QuoteFeed } from "../quote-feed";
import { changeStreamSubscriptions } from "./change-stream-subscriptions";
import type { AlpacaClient } from "./create-alpaca-client";
import { createLiveQuoteBook } from "./create-live-quote-book";
import { ALPACA_SNAPSHOT_BATCH, fetchAlpacaSnapshots } from "./fetch-alpaca-snapshots";
import { openAlpacaStream } from "./open-alpaca-stream";

type Options = {
  /** The market session at a time (docs/live-market.md#market-sessions). */
  sessionAt: (at: Date) => MarketSession;
  /** How often the symbols outside the stream are re-quoted while a session is open. */
  snapshotEveryMs?: number;
  /** Changes are sent in batches at most this often. */
  batchMs?: number;
  /** The stream's first reconnect pause (then doubling, at most a minute). */
  reconnectMs?: number;
};

/**
 * Alpaca's live quotes as a QuoteFeed (docs/live-market.md#alpaca): every followed symbol starts
 * from a snapshot (the day's open, high, low, volume and previous close, which trades then move);
 * the busiest ALPACA_STREAM_SYMBOLS of them (by the day's volume, chosen again at every round)
 * stream trades, quotes and minute bars; the others are re-quoted on the session's cadence
 * (docs/live-market.md#refresh-cadence): every minute while a session is open, every symbol once
 * more when one ends (the closing snapshot), nothing while the market is closed.
 */
export function createAlpacaFeed(
  client: AlpacaClient,
  { sessionAt, snapshotEveryMs = 60_000, batchMs = 250, reconnectMs }: Options,
): QuoteFeed {
  const { feed, streamSymbols } = client.settings;
  return {
    source: "alpaca",
    freshness: { kind: "real-time", venue: feed === "sip" ? "SIP" : "IEX" },
    async start({ symbols, onQuotes, onError, onBars }) {
      const book = createLiveQuoteBook("alpaca", sessionAt);
      let followed = new Set(symbols);
      let streamed = new Set<string>();
      let stopped = false;
      let batchTimer: NodeJS.Timeout | undefined;

      const send = () => {
        batchTimer = undefined;
        const quotes = book.takeChanged();
        if (!stopped && quotes.length > 0) onQuotes(quotes);
      };
      const changed = () => void (batchTimer ??= setTimeout(send, batchMs));
      const fail = (error: unknown) =>
        onError(error instanceof Error ? error : new Error(String(error)));

      async function requote(wanted: Iterable<string>) {
        const list = [...wanted];
        for (let start = 0; start < list.length && !stopped; start += ALPACA_SNAPSHOT_BATCH) {
          const days = await fetchAlpacaSnapshots(
            client,
            list.slice(start, start + ALPACA_SNAPSHOT_BATCH),
          );
          for (const [symbol, day] of days) if (followed.has(symbol)) book.setDay(symbol, day);
        }
      }

      const stream = openAlpacaStream(
        client.settings,
        {
          book,
          onChange: changed,
          onBar: (bar) => void (!stopped && onBars?.([bar])),
          onError: fail,
          onReconnected: () => void requote(streamed).then(changed, fail),
        },
        reconnectMs,
      );

      /** Streams the busiest followed symbols, changing only the subscriptions that differ. */
      function restream() {
        const busiest = [...followed]
          .sort((a, b) => book.volume(b) - book.volume(a) || a.localeCompare(b))
          .slice(0, streamSymbols);
        const next = new Set(busiest);
        const gone = [...streamed].filter((symbol) => !next.has(symbol));
        const added = busiest.filter((symbol) => !streamed.has(symbol));
        changeStreamSubscriptions(stream, { gone, added }, onBars !== undefined);
        streamed = next;
      }

      async function round(wanted: Iterable<string>) {
        try {
          await requote(wanted);
        } catch (error) {
          fail(error); // the last good quotes stay; the next round asks again
        }
        if (stopped) return;
        restream();
        changed();
      }

      await round(followed);
      const cadence = createSessionCadence(sessionAt);
      let running = false;
      const timer = setInterval(() => {
        const step = running ? "busy" : cadence();
        if (step === "busy" || step === "closed") return;
        running = true;
        // The closing snapshot re-quotes the streamed symbols too: Alpaca's own account of the day.
        const wanted = [...followed].filter(
          (symbol) => step === "closing" || !streamed.has(symbol),
        );
        void round(wanted).finally(() => void (running = false));
      }, snapshotEveryMs);

      return {
        follow(next) {
          followed = new Set(next);
          book.retain(followed);
          void round(next.filter((symbol) => !book.has(symbol)));
        },
        async stop() {
          stopped = true;
          clearInterval(timer);
          clearTimeout(batchTimer);
          stream.removeAllListeners();
          stream.disconnect();
        },
      };
    },
  };
}
