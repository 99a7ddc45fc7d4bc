import type { Security } from "../parse-listing-row";
import type { DailyBar } from "../simulate-daily-bars";

/** Progress of a refresh: quotes first, then each symbol's history and technicals. */
export type ReportProgress = (
  done: number,
  total: number,
  phase: "quotes" | "history",
) => void | Promise<void>;

/** What a provider tells about a company beyond its quote; each null when unknown. */
export type CompanyProfile = {
  /** Five-year monthly beta against the market. */
  beta: number | null;
  /** The company's site, an http(s) URL. */
  website: string | null;
  /** The company's business summary. */
  description: string | null;
};

/**
 * Where market data comes from (docs/product.md#market-data): the bundled snapshot (offline, the
 * default) or a live provider. Everything downstream (technicals, the screener) reads only this.
 */
export interface MarketDataProvider {
  readonly name: "snapshot" | "yahoo" | "alpaca";
  /** "real" history is stored as it arrives; "simulated" history is generated again on demand. */
  readonly history: "real" | "simulated";
  /**
   * The universe with each symbol's latest quote, and when the quotes are from. The snapshot is its
   * own universe; a live provider re-quotes `known` and leaves out what it cannot quote.
   */
  listSecurities(
    known: Security[],
    onProgress?: (done: number, total: number) => void | Promise<void>,
  ): Promise<{ asOf: Date; securities: Security[] }>;
  /** Up to `sessions` daily bars, oldest first, ending at the latest; `simulated` when not real history. */
  getDailyBars(
    security: Security,
    sessions: number,
  ): Promise<{ bars: DailyBar[]; simulated: boolean }>;
  /**
   * One company's profile, a request per symbol, so a refresh asks only for a few
   * (refreshCompanyProfiles); all null when the provider has none. Only a live provider has it.
   */
  getCompanyProfile?(symbol: string): Promise<CompanyProfile>;
}
