/**
 * What other features may use of market's UI: the stock chart (alerts add their levels through its
 * `levelPick`), the symbol search, the price quote, the one way a
 * price, volume or market cap is shown, the live figures (a provider per page, `LiveFigure` in a
 * cell, `useLiveQuote` for the rest), and the debounce of what is typed.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */

export { useDebouncedValue } from "../use-debounced-value";
export { LiveFigure } from "./live-figure";
export { LivePrice } from "./live-price";
export {
  LiveQuotesProvider,
  useLiveQuote,
  useLiveQuotes,
  usePersonalEvent,
} from "./live-quotes-provider";
export { LiveRow } from "./live-row";
export { MarketFigure } from "./market-figure";
export { PriceChart } from "./price-chart";
export { PriceQuote, type Quote } from "./price-quote";
export { QuoteTime } from "./quote-time";
export { type SearchCommand, SearchCommandContext } from "./search-command-context";
export { type SymbolChoice, SymbolSearch } from "./symbol-search";
export { SymbolSearchButton } from "./symbol-search-button";
