import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { DatabaseTransaction } from "@/server/db/create-database";
import { watchlistItems } from "@/server/db/schema";
import type { ImportKnowledge } from "../../classify-import";

/**
 * What classifyImport needs of the database for `symbols` going into a list: the list's symbols,
 * which of `symbols` the market lists now, and the room `limit` leaves (null: no limit). The
 * preview and the import read it alike, the import under the list's lock.
 */
export async function readImportKnowledge(
  db: Pick<DatabaseTransaction, "select">,
  watchlistId: string,
  symbols: readonly string[],
  limit: number | null,
): Promise<ImportKnowledge> {
  const items = await db
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, watchlistId));
  const listed =
    symbols.length === 0
      ? []
      : await db
          .select({ symbol: securityListing.symbol })
          .from(securityListing)
          .where(and(inArray(securityListing.symbol, [...symbols]), securityListing.listed));
  return {
    held: new Set(items.map((item) => item.symbol)),
    listed: new Set(listed.map((row) => row.symbol)),
    room: limit === null ? null : Math.max(0, limit - items.length),
  };
}
