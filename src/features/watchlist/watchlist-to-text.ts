/**
 * A watchlist as plain text, one symbol per line with a trailing newline, so it pastes as is into
 * other tools and editors and parseSymbolList reads it back unchanged. No header and no exchange
 * prefix: the symbols are already in the product's canonical form, and a bare list is what every
 * importer reads.
 */
export function watchlistToText(symbols: readonly string[]): string {
  // Each line carries its own newline, so an empty list exports as empty text rather than "\n".
  return symbols.map((symbol) => `${symbol}\n`).join("");
}
