import "server-only";
import { and, inArray } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";

/** Which of `symbols` are listed now: an alert is set only on a symbol that has quotes to judge. */
export async function findListedSymbols(
  db: Database,
  symbols: readonly string[],
): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const rows = await db
    .select({ symbol: securityListing.symbol })
    .from(securityListing)
    .where(and(inArray(securityListing.symbol, [...new Set(symbols)]), securityListing.listed));
  return new Set(rows.map((row) => row.symbol));
}
