import type { Security } from "../parse-listing-row";
import type { DailyBar } from "../simulate-daily-bars";

/**
 * Where market data comes from (PRODUCT.md "Market data"): the bundled snapshot (offline, the
 * default) or a live provider. Everything downstream (technicals, the screener) reads only this.
 */
export interface MarketDataProvider {
  readonly name: "snapshot" | "yahoo";
  /** The universe with each symbol's latest quote, and when that quote is from. */
  listSecurities(): Promise<{ asOf: Date; securities: Security[] }>;
  /** Daily bars, oldest first, ending at the latest quote; `simulated` when not real history. */
  getDailyBars(security: Security, sessions: number): Promise<{ bars: DailyBar[]; simulated: boolean }>;
}
