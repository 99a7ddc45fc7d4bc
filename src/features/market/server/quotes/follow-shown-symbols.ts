import type { RunningQuoteFeed } from "../quote-feed";
import type { ShownSymbols } from "./create-streams-by-symbol";

/**
 * docs/live-market.md#the-simulated-market: the most symbols a feed following pages follows. Many
 * pages (or one visitor opening 20 streams of 250 rare symbols) cannot make it tick the whole
 * universe; the symbols on the most pages come first, and the rest keep their stored quote.
 */
export const MAX_SHOWN_SYMBOLS_FOLLOWED = 500;
/** Pages open and close in bursts (a move between screens): the followed set changes at most this often. */
const FOLLOW_EVERY_MS = 250;

/**
 * Keeps a running feed on the symbols this node's open streams show, starting from what it was
 * started with; returns the function that stops watching.
 */
export function followShownSymbols(shown: ShownSymbols, feed: RunningQuoteFeed): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopListening = shown.onChange(() => {
    // Throttled, not debounced: pages opening without pause still get their symbols followed.
    timer ??= setTimeout(() => {
      timer = undefined;
      feed.follow(shown.list(MAX_SHOWN_SYMBOLS_FOLLOWED));
    }, FOLLOW_EVERY_MS);
  });
  return () => {
    stopListening();
    clearTimeout(timer);
  };
}
