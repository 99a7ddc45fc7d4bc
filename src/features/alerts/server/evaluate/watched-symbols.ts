/**
 * The symbols the active alerts watch, as a feed following pages reads what pages show
 * (docs/alerts.md#evaluation): so on the embedded demo an alert fires with no page open.
 */
export function createWatchedSymbols() {
  let symbols: string[] = [];
  const listeners = new Set<() => void>();
  return {
    list: (limit = Number.POSITIVE_INFINITY): string[] => symbols.slice(0, limit),
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Replaces the set (sorted); listeners hear only of a real change. */
    set(next: Iterable<string>): void {
      const sorted = [...next].sort();
      if (sorted.length === symbols.length && sorted.every((one, i) => one === symbols[i])) return;
      symbols = sorted;
      for (const listener of listeners) listener();
    },
  };
}

export type WatchedSymbols = ReturnType<typeof createWatchedSymbols>;
