import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";

/**
 * The one listed stock the samples name (procedure-catalogue.ts): enough for the screener, its
 * export and the chart to answer with rows, without loading the whole universe for every run.
 */
export async function insertSampleSecurity(db: Database): Promise<void> {
  await db
    .insert(securities)
    .values({
      symbol: "MDSK",
      name: "Appleseed Instruments",
      securityType: "common",
      exchange: "NASDAQ",
      sector: "Technology",
      industry: "Computer Manufacturing",
      country: "United States",
      marketCap: 250e9,
      lastPrice: 120.5,
      change: 1.2,
      changePct: 1.0,
      volume: 3_000_000,
      source: "snapshot",
      historySimulated: true,
      asOf: new Date(),
    })
    .onConflictDoNothing();
}
