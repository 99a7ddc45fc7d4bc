import "server-only";
import { env } from "@/env";
import type { QuoteFeed } from "./quote-feed";
import { createFileQuoteFeed } from "./quotes/create-file-quote-feed";

/**
 * The live feed this server runs (docs/live-market.md#the-live-path-feed--database--page), or null:
 * no feed, nothing streams, pages show the stored quotes with their date. `MARKET_QUOTE_FILE`
 * follows a file of quotes (the browser tests').
 */
export function getQuoteFeed(): QuoteFeed | null {
  return env.MARKET_QUOTE_FILE ? createFileQuoteFeed(env.MARKET_QUOTE_FILE) : null;
}
