import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** The most symbols one page's stream follows: a screener page, a watchlist, the movers fit. */
export const MAX_STREAM_SYMBOLS = 250;

/**
 * `?symbols=AAPL,brk-b,MSFT` as canonical symbols without repeats, or the sentence a person
 * reads when it cannot be one (docs/live-market.md#the-live-path-feed--database--page). Text that
 * cannot be a ticker is skipped like an unknown one.
 */
export function readStreamSymbols(text: string | null): string[] | { error: string } {
  const parts = (text ?? "").slice(0, MAX_STREAM_SYMBOLS * 16 + 1).split(",");
  if ((text ?? "").length > MAX_STREAM_SYMBOLS * 16 || parts.length > MAX_STREAM_SYMBOLS)
    return { error: `Name at most ${MAX_STREAM_SYMBOLS} symbols per stream.` };
  const symbols = new Set<string>();
  for (const part of parts) {
    const symbol = normalizeSymbol(part);
    if (symbol) symbols.add(symbol);
  }
  if (symbols.size === 0)
    return { error: "Name the symbols to follow, separated by commas: ?symbols=AAPL,MSFT." };
  return [...symbols];
}
