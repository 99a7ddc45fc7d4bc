import "server-only";
import type { QuoteFeed } from "./quote-feed";

/**
 * The live feed this server runs (docs/live-market.md#the-live-path-feed--database--page), or null:
 * no feed, nothing streams, pages show the stored quotes with their date.
 */
export function getQuoteFeed(): QuoteFeed | null {
  return null;
}
