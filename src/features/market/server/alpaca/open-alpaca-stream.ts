import { streaming } from "@alpacahq/alpaca-trade-api";
import type { MinuteBar } from "../../minute-bar";
import type { AlpacaSettings } from "./create-alpaca-client";
import type { LiveQuoteBook } from "./create-live-quote-book";

type Handlers = {
  book: LiveQuoteBook;
  /** Something in the book changed. */
  onChange: () => void;
  /** A minute bar closed (the minute's first instant is its `start`). */
  onBar: (bar: MinuteBar) => void;
  onError: (error: Error) => void;
  /** The stream is back after a drop: what it missed meanwhile needs re-quoting. */
  onReconnected: () => void;
};

/** What an error frame's text means for whoever runs the server (codes: websocket.ts's CONN_ERROR in the SDK). */
const EXPLAIN: Record<string, string> = {
  "auth failed":
    "Alpaca refused ALPACA_API_KEY_ID/ALPACA_API_SECRET_KEY; the stream stays off until a restart with a good key",
  "connection limit exceeded":
    "another connection already streams with this key (free keys allow one); retrying with backoff",
  "symbol limit exceeded": "ALPACA_STREAM_SYMBOLS is more than the plan allows (free keys: 30)",
};

/**
 * Alpaca's real-time stock stream through the SDK's `StockDataStream`: msgpack frames over a
 * WebSocket; it authenticates on open, sends the subscriptions it holds after every
 * authentication, and reconnects with exponential backoff (here without a limit on attempts,
 * at most a minute apart) after a drop. A rejected key is final (the SDK does not retry it).
 * Trades and quotes go into the book, minute bars to `onBar`; every error frame or socket error
 * to `onError`.
 * @see node_modules/@alpacahq/alpaca-trade-api/src/streaming/marketDataStream.ts
 * @see https://docs.alpaca.markets/docs/real-time-stock-pricing-data
 */
export function openAlpacaStream(
  settings: AlpacaSettings,
  { book, onChange, onBar, onError, onReconnected }: Handlers,
  reconnectMs = 1_000,
): streaming.StockDataStream {
  const stream = new streaming.StockDataStream({
    credentials: { keyId: settings.keyId, secret: settings.secret },
    feed: settings.feed,
    url: settings.streamUrl,
    maxReconnectAttempts: streaming.UNLIMITED_RECONNECT_ATTEMPTS,
    initialReconnectMs: reconnectMs,
    maxReconnectMs: 60_000,
  });
  stream.onTrade((trade) => {
    book.trade(trade.symbol, trade.price, trade.size, trade.timestamp);
    onChange();
  });
  stream.onQuote((quote) => {
    book.quote(quote.symbol, quote.bidPrice, quote.askPrice);
    onChange();
  });
  // A bar is stamped with the start of its minute; Alpaca sends it once the minute is over.
  stream.onBar(({ symbol, timestamp, open, high, low, close, volume }) =>
    onBar({ symbol, start: timestamp, open, high, low, close, volume }),
  );
  stream.onError((message) =>
    onError(
      new Error(`Alpaca stream: ${message}${EXPLAIN[message] ? ` (${EXPLAIN[message]})` : ""}`),
    ),
  );
  stream.onReconnected(onReconnected);
  stream.connect();
  return stream;
}
