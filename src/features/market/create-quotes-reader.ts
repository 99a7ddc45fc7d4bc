import type { StreamedQuote } from "./streamed-quote";

/**
 * A reader of `symbols`' quotes in their order (null for one not quoted yet) that gives back the
 * same array until one of them changes: useSyncExternalStore's snapshot must be, or the page
 * renders without end (components/live-quotes-provider.tsx, `useLiveQuotes`).
 */
export function createQuotesReader(
  getQuote: (symbol: string) => StreamedQuote | null,
  symbols: readonly string[],
): () => readonly (StreamedQuote | null)[] {
  let last: readonly (StreamedQuote | null)[] = [];
  return () => {
    const quotes = symbols.map(getQuote);
    if (quotes.length !== last.length || quotes.some((quote, i) => quote !== last[i]))
      last = quotes;
    return last;
  };
}
