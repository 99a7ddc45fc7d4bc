/**
 * What other features may use of market's UI: the symbol search.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { type SymbolChoice, SymbolSearch } from "./symbol-search";
export { SymbolSearchButton } from "./symbol-search-button";
