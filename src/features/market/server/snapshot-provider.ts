import { readFile } from "node:fs/promises";
import path from "node:path";
import { fillShareClassCaps } from "../fill-share-class-caps";
import { type ListingRow, parseListingRow, type Security } from "../parse-listing-row";
import { simulateDailyBars } from "../simulate-daily-bars";
import { SNAPSHOT_SOURCE } from "../snapshot-source";
import type { MarketDataProvider } from "./market-data-provider";

async function readListing(): Promise<Record<string, ListingRow>> {
  // Read from the project folder (every entry point runs there), not imported: it is 2 MB, needed
  // only when loading the universe. In the server bundle `require.resolve` gives a module id, not a path.
  const file = path.join(process.cwd(), "src/features/market/listing/nasdaq-listing-2021.json");
  const data = JSON.parse(await readFile(file, "utf8")) as { dict: Record<string, ListingRow> };
  return data.dict;
}

export function createSnapshotProvider(): MarketDataProvider {
  return {
    name: "snapshot",
    history: "simulated",
    async listSecurities(_known, onProgress) {
      const rows = Object.values(await readListing());
      const bySymbol = new Map<string, Security>();
      for (const row of rows) {
        const security = parseListingRow(row);
        if (security) bySymbol.set(security.symbol, security);
      }
      await onProgress?.(rows.length, rows.length);
      return { asOf: SNAPSHOT_SOURCE.asOf, securities: fillShareClassCaps([...bySymbol.values()]) };
    },
    async getDailyBars(security, sessions) {
      if (security.lastPrice === null || security.lastPrice <= 0)
        return { bars: [], simulated: true };
      return {
        bars: simulateDailyBars(
          { ...security, lastPrice: security.lastPrice },
          SNAPSHOT_SOURCE.asOf,
          sessions,
        ),
        simulated: true,
      };
    },
  };
}
