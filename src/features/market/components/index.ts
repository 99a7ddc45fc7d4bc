/**
 * What other features may use of market's UI: the symbol search and the price quote.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */

export { PriceQuote, type Quote } from "./price-quote";
export { type SymbolChoice, SymbolSearch } from "./symbol-search";
export { SymbolSearchButton } from "./symbol-search-button";
