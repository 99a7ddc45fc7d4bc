import { track } from "@/lib/analytics/track";
import type { WatchlistEditInput } from "./describe-watchlist-edit";

/** What the server answers an edit with: whether it had been applied before, and for an addition what it added. */
type AddAnswer = { added?: string[]; replayed?: boolean };

/**
 * The analytics event of an offline edit restored from the device and then saved
 * (docs/product.md#watchlists, "Events"). An edit made on this page is tracked by the call that
 * made it; one restored after a reload lost that call with the old page, so it is tracked here,
 * with "restored" where the call would have said where it came from. A note or target has no event.
 */
export function trackRestoredEdit(
  procedure: string,
  input: WatchlistEditInput,
  answer: unknown,
): void {
  const { added = [], replayed = false } = (answer ?? {}) as AddAnswer;
  // Applied before (sent by another tab of the person as well): whoever applied it tracked it.
  if (replayed) return;
  switch (procedure) {
    case "addSymbols":
      for (const symbol of added) track("watchlist_symbol_added", { symbol, source: "restored" });
      return;
    case "removeSymbol":
      if (input.symbol) track("watchlist_symbol_removed", { symbol: input.symbol });
      return;
    case "moveSymbol":
      track("watchlist_reordered", { method: "restored" });
      return;
    case "rename":
      track("watchlist_renamed", {});
      return;
  }
}
