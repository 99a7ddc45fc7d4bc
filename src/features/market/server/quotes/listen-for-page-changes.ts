import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { announcePageChange } from "@/server/http/page-cache/page-changes";
import { MARKET_CHANGED_CHANNEL, QUOTE_CHANNEL } from "./quote-channel";

/**
 * Tells this node's page cache what changed, whichever node wrote it: a quote batch (the prices a
 * cached page shows) and a finished refresh of the market's data (docs/scaling.md#cached-pages).
 */
export async function listenForPageChanges(listen: DatabaseHandle["listen"]): Promise<void> {
  await listen(QUOTE_CHANNEL, () => announcePageChange("quotes"));
  await listen(MARKET_CHANGED_CHANNEL, () => announcePageChange("market"));
}
