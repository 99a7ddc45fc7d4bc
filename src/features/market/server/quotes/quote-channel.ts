/**
 * The LISTEN/NOTIFY channel of live quotes (docs/live-market.md#the-live-path-feed--database--page):
 * each notification is the highest `quote.seq` a flush wrote, as text; the hub fetches the rows.
 */
export const QUOTE_CHANNEL = "market_quotes";

/** The number in `payload`, or null for anything else on the channel. */
export function decodeQuoteNotification(payload: string): number | null {
  if (!/^\d{1,15}$/.test(payload)) return null;
  return Number(payload);
}

/**
 * The channel that says the market's stored data changed beyond its quotes (a refresh finished):
 * every node's page cache then renders its pages anew (docs/scaling.md#cached-pages). No payload.
 */
export const MARKET_CHANGED_CHANNEL = "market_changed";
