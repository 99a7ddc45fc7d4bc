import { MAX_SCREEN_SYMBOLS } from "./screen-filter-fields";
import { DEFAULT_SCREEN, screenToSearchParams } from "./screen-url-state";

/**
 * The screener's address limited to `symbols` (a watchlist's "Screen this list",
 * docs/product.md#watchlists), written by the screener's own URL encoding so the two never drift.
 * Null for no symbols and for more than a screen takes: no link beats one the screener would drop.
 */
export function screenSymbolsHref(symbols: readonly string[]): string | null {
  if (symbols.length === 0 || symbols.length > MAX_SCREEN_SYMBOLS) return null;
  return `/screener?${screenToSearchParams({ ...DEFAULT_SCREEN, filter: { symbols: [...symbols] } }).toString()}`;
}
