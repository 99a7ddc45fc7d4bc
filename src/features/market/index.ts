/**
 * What other features may use of market in any code: the chart settings' shape (the account
 * keeps them), the search shortcut and the exchange's calendar day: types and pure functions, which
 * server code imports too (hooks are in components/index.ts: the server's React has none).
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { chartSettingsSchema } from "./chart-settings-schema";
export { freshnessLabel } from "./describe-quote-time";
export { formatAsOf } from "./format-as-of";
export { isSearchShortcut } from "./is-search-shortcut";
export { lastRsi } from "./last-rsi";
export { lastSma } from "./last-sma";
export {
  type MarketSession,
  type QuoteFreshness,
  type QuoteSource,
  quoteSources,
} from "./live-quote";
export { lastClosedTradingDay, marketSessionAt } from "./market-session";
export { newYorkDate } from "./new-york-date";
export { roundTo } from "./round-to";
export type { MarketFeedDescription, StreamedQuote } from "./streamed-quote";
