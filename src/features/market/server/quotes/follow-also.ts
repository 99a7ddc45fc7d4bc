import type { ShownSymbols } from "./create-streams-by-symbol";

/**
 * What pages show, then `also` (another feature's symbols, such as those alerts watch): what a feed
 * following pages follows (docs/live-market.md#the-simulated-market), within the same cap, pages
 * first.
 */
export function followAlso(
  shown: ShownSymbols,
  also: Pick<ShownSymbols, "list" | "onChange">,
): ShownSymbols {
  return {
    list(limit = Number.POSITIVE_INFINITY): string[] {
      const symbols = new Set(shown.list(limit));
      for (const symbol of also.list(limit)) {
        if (symbols.size >= limit) break;
        symbols.add(symbol);
      }
      return [...symbols];
    },
    onChange(listener: () => void): () => void {
      const stopShown = shown.onChange(listener);
      const stopAlso = also.onChange(listener);
      return () => {
        stopShown();
        stopAlso();
      };
    },
  };
}
