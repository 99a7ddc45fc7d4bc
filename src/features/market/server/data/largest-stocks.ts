import "server-only";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";
import { currentlyQuoted } from "./currently-quoted";

/**
 * The `limit` largest listed common stocks by market cap, largest first, with a price (the
 * market average's constituents, docs/product.md#stock-page-chart, as the market map's tiles):
 * what their shares and their charts' history are worked out from.
 */
export async function listLargestStocks(db: Database, limit: number) {
  const { symbol, marketCap, lastPrice, changePct, volume, historySimulated } = securities;
  const rows = await db
    .select({ symbol, marketCap, lastPrice, changePct, volume, historySimulated })
    .from(securities)
    .where(
      and(
        eq(securities.securityType, "common"),
        gt(marketCap, 0),
        gt(lastPrice, 0),
        currentlyQuoted(),
      ),
    )
    .orderBy(desc(marketCap), asc(symbol))
    .limit(limit);
  // The conditions above leave no null cap or price; the row type cannot say so.
  return rows.map((row) => ({ ...row, marketCap: row.marketCap!, lastPrice: row.lastPrice! }));
}
