/**
 * A live quote as every layer passes it on (docs/live-market.md): the feed that makes it, the
 * `quote` table that stores it, the per-node hub that fans it out and the page's event stream.
 */

/** The market's sessions, in the order of a trading day; "closed" between days and on holidays. */
export const marketSessions = ["pre", "regular", "post", "closed"] as const;
export type MarketSession = (typeof marketSessions)[number];

/** Where a quote comes from; the UI names it beside every price. */
export const quoteSources = ["simulated", "alpaca", "yahoo", "snapshot"] as const;
export type QuoteSource = (typeof quoteSources)[number];

/** How fresh a source's prices are, said beside every price ("IEX real-time", "15 min delayed"). */
export type QuoteFreshness =
  | { kind: "real-time"; venue: string }
  | { kind: "delayed"; minutes: number }
  | { kind: "end-of-day" }
  | { kind: "simulated" };

export type LiveQuote = {
  symbol: string;
  /** The last trade, extended hours included. */
  price: number;
  bid: number | null;
  ask: number | null;
  /** The regular session's open, high and low; null before the day's first regular trade. */
  open: number | null;
  high: number | null;
  low: number | null;
  /** Shares traded today, regular session. */
  volume: number;
  previousClose: number | null;
  /** The regular session's close while `price` is an after-hours one; else null. */
  regularClose: number | null;
  session: MarketSession;
  /** When the last trade happened. */
  asOf: Date;
  source: QuoteSource;
};
