import type { LiveQuote } from "@/features/market/live-quote";
import type { QuoteFeed } from "@/features/market/server/quote-feed";

type Handlers = Parameters<QuoteFeed["start"]>[0];

/** A quote of `symbol` at `price`, now, in the regular session, as a simulated feed sends it. */
export function scriptedQuote(
  symbol: string,
  price: number,
  more: Partial<LiveQuote> = {},
): LiveQuote {
  return {
    symbol,
    price,
    bid: price - 0.01,
    ask: price + 0.01,
    open: 100,
    high: Math.max(100, price),
    low: Math.min(100, price),
    volume: 1_000,
    previousClose: 100,
    regularClose: null,
    session: "regular",
    asOf: new Date(),
    source: "simulated",
    ...more,
  };
}

/**
 * A QuoteFeed whose quotes the test sends (test input, not a stand-in for anything that runs
 * here): `push` is the feed sending a batch, `fail` it reporting an error it cannot recover from;
 * the first `failedStarts` starts are refused, as a provider refusing to connect would.
 */
export function createScriptedFeed({
  failedStarts = 0,
  follows,
}: {
  failedStarts?: number;
  follows?: QuoteFeed["follows"];
} = {}) {
  let handlers: Handlers | null = null;
  let starts = 0;
  let followed: readonly string[] = [];
  const feed: QuoteFeed = {
    source: "simulated",
    freshness: { kind: "simulated" },
    follows,
    async start(options) {
      starts += 1;
      if (starts <= failedStarts) throw new Error("the scripted feed refused to start");
      handlers = options;
      followed = options.symbols;
      return {
        follow: (symbols) => void (followed = symbols),
        stop: async () => void (handlers = null),
      };
    },
  };
  return {
    feed,
    starts: () => starts,
    isRunning: () => handlers !== null,
    followed: () => followed,
    push(quotes: LiveQuote[]) {
      if (!handlers) throw new Error("the scripted feed is not running");
      handlers.onQuotes(quotes);
    },
    fail(error = new Error("the scripted feed lost its connection")) {
      handlers?.onError(error);
    },
  };
}
