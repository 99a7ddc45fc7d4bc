/**
 * The screen this tab last showed, so a stock page's way back returns to it with every filter
 * (docs/product.md#screener). Per tab (sessionStorage), like the browser's own history; without
 * storage (private modes that refuse it) the way back is the plain screener.
 */
const LAST_SCREEN_KEY = "marketdesk-last-screen";

/** Called by the screener whenever its URL changes; `query` is the search string without "?". */
export function rememberScreen(query: string): void {
  try {
    sessionStorage.setItem(LAST_SCREEN_KEY, query);
  } catch {
    // Storage refused: the way back falls back to the plain screener.
  }
}

/** Where "Back to the screener" goes: the last screen shown in this tab, or the plain screener. */
export function getLastScreenHref(): string {
  try {
    const query = sessionStorage.getItem(LAST_SCREEN_KEY);
    return query ? `/screener?${query}` : "/screener";
  } catch {
    return "/screener";
  }
}
