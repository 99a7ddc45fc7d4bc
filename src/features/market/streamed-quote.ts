import type { LiveQuote, QuoteFreshness, QuoteSource } from "./live-quote";

/**
 * A quote as the market stream sends it (docs/live-market.md#the-live-path-feed--database--page):
 * the live quote with its time as ISO text and its write number, which is also the SSE id.
 */
export type StreamedQuote = Omit<LiveQuote, "asOf"> & { asOf: string; seq: number };

/** What the stream says first: the running feed, or `snapshot` / end of day when none runs. */
export type MarketFeedDescription = { source: QuoteSource; freshness: QuoteFreshness };

/** The description when no feed runs: the stored quotes are the last close they were taken at. */
export const NO_FEED: MarketFeedDescription = {
  source: "snapshot",
  freshness: { kind: "end-of-day" },
};
