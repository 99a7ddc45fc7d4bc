/**
 * The symbols a node's open streams show, counted per stream, so a symbol stays shown until the
 * last page showing it closes. Listeners hear when a symbol is first shown or last hidden, not
 * when one more page shows it: what a feed following pages needs to change what it follows.
 */
export function createShownSymbols() {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    add(symbols: Iterable<string>): void {
      let added = false;
      for (const symbol of symbols) {
        const count = counts.get(symbol) ?? 0;
        counts.set(symbol, count + 1);
        added ||= count === 0;
      }
      if (added) changed();
    },
    remove(symbols: Iterable<string>): void {
      let removed = false;
      for (const symbol of symbols) {
        const count = counts.get(symbol) ?? 0;
        if (count > 1) counts.set(symbol, count - 1);
        else removed = counts.delete(symbol) || removed;
      }
      if (removed) changed();
    },
    view: {
      /** The shown symbols, those on the most pages first (then A–Z), at most `limit` of them. */
      list: (limit = Number.POSITIVE_INFINITY): string[] =>
        [...counts]
          .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
          .slice(0, limit)
          .map(([symbol]) => symbol),
      onChange(listener: () => void): () => void {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  };
}

export type ShownSymbols = ReturnType<typeof createShownSymbols>["view"];
