/**
 * A node's open streams by the symbols they show: the hub hands each quote to its symbol's streams
 * only (create-quote-hub.ts says why), and a feed following pages follows the symbols shown.
 * Listeners hear when a symbol is first shown or last hidden, not when one more page shows it.
 */
export function createStreamsBySymbol<Stream>() {
  const bySymbol = new Map<string, Set<Stream>>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    add(stream: Stream, symbols: Iterable<string>): void {
      let added = false;
      for (const symbol of symbols) {
        const streams = bySymbol.get(symbol) ?? new Set();
        added ||= streams.size === 0;
        bySymbol.set(symbol, streams.add(stream));
      }
      if (added) changed();
    },
    remove(stream: Stream, symbols: Iterable<string>): void {
      let removed = false;
      for (const symbol of symbols) {
        const streams = bySymbol.get(symbol);
        if (!streams?.delete(stream) || streams.size > 0) continue;
        bySymbol.delete(symbol);
        removed = true;
      }
      if (removed) changed();
    },
    /** The streams showing `symbol`. */
    of: (symbol: string): ReadonlySet<Stream> => bySymbol.get(symbol) ?? new Set(),
    /** Every symbol some stream shows, in no order. */
    symbols: (): string[] => [...bySymbol.keys()],
    /** How many symbols the streams show. */
    count: (): number => bySymbol.size,
    shown: {
      /** The shown symbols, those on the most streams first (then A–Z), at most `limit` of them. */
      list: (limit = Number.POSITIVE_INFINITY): string[] =>
        [...bySymbol]
          .sort(([a, many], [b, more]) => more.size - many.size || (a < b ? -1 : 1))
          .slice(0, limit)
          .map(([symbol]) => symbol),
      onChange(listener: () => void): () => void {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  };
}

/** The symbols a node's streams show, and their changes: what a feed following pages follows. */
export type ShownSymbols = ReturnType<typeof createStreamsBySymbol>["shown"];
