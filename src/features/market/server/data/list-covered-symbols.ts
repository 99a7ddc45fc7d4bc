import "server-only";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";
import { currentlyQuoted } from "./currently-quoted";

/**
 * The symbols a per-company refresh (news, dividends) covers, at most `limit`: the `first` ones
 * still listed (the watched), then the listed common stocks by market cap, largest first.
 * A free provider key cannot ask about the whole universe often; what people look at comes first.
 */
export async function listCoveredSymbols(
  db: Database,
  first: readonly string[],
  limit: number,
): Promise<string[]> {
  const listed = await db
    .select({ symbol: securities.symbol })
    .from(securities)
    .where(and(inArray(securities.symbol, [...first, ""]), currentlyQuoted()));
  const stillListed = new Set(listed.map((row) => row.symbol));
  const chosen = new Set(first.filter((symbol) => stillListed.has(symbol)));
  const largest = await db
    .select({ symbol: securities.symbol })
    .from(securities)
    .where(
      and(
        isNotNull(securities.marketCap),
        eq(securities.securityType, "common"),
        currentlyQuoted(),
      ),
    )
    .orderBy(desc(securities.marketCap), securities.symbol)
    .limit(limit);
  for (const { symbol } of largest) chosen.add(symbol);
  return [...chosen].slice(0, limit);
}
