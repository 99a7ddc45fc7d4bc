/**
 * What other features may use of market's UI: the symbol search, the price quote and
 * the one way a price, volume or market cap is shown.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */

export { MarketFigure } from "./market-figure";
export { PriceQuote, type Quote } from "./price-quote";
export { type SymbolChoice, SymbolSearch } from "./symbol-search";
export { SymbolSearchButton } from "./symbol-search-button";
