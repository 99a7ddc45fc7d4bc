import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/**
 * The `symbols` parameter of a screener address as canonical symbols, in the order given: commas
 * or spaces between them (`AAPL,msft brk-b`), anything that cannot be a ticker left out, and each
 * symbol once. Lenient like the rest of the URL (docs/product.md#screener, "Symbols"); the server
 * refuses what this leaves out.
 */
export function readSymbolsParam(text: string): string[] {
  const symbols = text.split(/[\s,]+/).flatMap((part) => normalizeSymbol(part) ?? []);
  return [...new Set(symbols)];
}
