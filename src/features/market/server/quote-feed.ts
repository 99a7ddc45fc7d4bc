import type { LiveQuote, QuoteFreshness, QuoteSource } from "../live-quote";
import type { MinuteBar } from "../minute-bar";

/** A running feed: change what it follows, or stop it. */
export type RunningQuoteFeed = {
  /** Follow exactly these symbols from now on (canonical, as in the `security` table). */
  follow(symbols: readonly string[]): void;
  stop(): Promise<void>;
};

/**
 * A source of live quotes (docs/live-market.md): the simulated market, Alpaca's stream or Yahoo's
 * polling. One node runs the feed; what it sends is written to the `quote` table and fanned out
 * from there, so a feed never talks to a page.
 */
export interface QuoteFeed {
  readonly source: QuoteSource;
  readonly freshness: QuoteFreshness;
  /**
   * What the runner has it follow: the listed universe (the default: a provider's stream costs
   * this node little per symbol), or only the symbols open pages show (the simulator on the
   * embedded database, where every followed symbol is work in the server's own process).
   */
  readonly follows?: "listed" | "shown";
  /**
   * Starts following `symbols`. `onQuotes` gets each batch of quotes that changed, latest per
   * symbol; `onError` a failure the feed could not recover from by itself (it keeps retrying with
   * backoff, and the last good quotes stay on screen with their time). `onBars` gets the minute
   * bars of a feed that has them (Alpaca's stream), as they close.
   */
  start(options: {
    symbols: readonly string[];
    onQuotes: (quotes: LiveQuote[]) => void;
    onError: (error: Error) => void;
    onBars?: (bars: MinuteBar[]) => void;
  }): Promise<RunningQuoteFeed>;
}
