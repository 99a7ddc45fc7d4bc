import "server-only";
import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";
import { FILED_NOTHING } from "./fundamentals";

export type SecurityRow = typeof securities.$inferInsert;

/**
 * Columns a quote refresh does not write: the company profile, fetched for a few symbols per
 * refresh by `storeCompanyProfile` (docs/product.md#market-data), stays until fetched again.
 */
const PROFILE_COLUMNS = new Set(["beta", "website", "description", "fundamentalsAsOf"]);

/** Columns of SEC EDGAR's figures (docs/live-market.md#sec-edgar-fundamentals), written by the fundamentals refresh only. */
const FILED_COLUMNS = new Set(Object.keys(FILED_NOTHING));

/** Every column but the key, the company profile and the filed figures is replaced by the refresh's value. */
const updateAll = Object.fromEntries(
  Object.entries(getTableColumns(securities))
    .filter(([key]) => key !== "symbol" && !PROFILE_COLUMNS.has(key) && !FILED_COLUMNS.has(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/** Inserts or replaces rows by symbol, in statements of `batchSize` rows. */
export async function upsertSecurities(
  db: Database,
  rows: SecurityRow[],
  batchSize = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insert(securities)
      .values(rows.slice(start, start + batchSize))
      .onConflictDoUpdate({ target: securities.symbol, set: updateAll });
  }
}
