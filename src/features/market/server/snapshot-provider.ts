import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseListingRow, type ListingRow, type Security } from "../parse-listing-row";
import { simulateDailyBars } from "../simulate-daily-bars";
import type { MarketDataProvider } from "./market-data-provider";

/**
 * The bundled universe: NASDAQ's public listing of NASDAQ, NYSE and AMEX stocks as scraped in early
 * 2021 by `@lutra-labs/stock-exchange-symbol-info` (MIT licence). It is history, and the UI says so.
 * Its data file is vendored in ../listing (docs/security.md "Dependencies": the package brought
 * axios 0.21 into production for a scraper the app never runs).
 */
export const SNAPSHOT_SOURCE = {
  name: "NASDAQ stock screener listing (NASDAQ, NYSE, AMEX)",
  package: "@lutra-labs/stock-exchange-symbol-info 1.2.0",
  licence: "MIT",
  /** The listing carries no date; its last session is taken as the end of February 2021. */
  asOf: new Date("2021-02-26T21:00:00Z"),
} as const;

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
      return { asOf: SNAPSHOT_SOURCE.asOf, securities: [...bySymbol.values()] };
    },
    async getDailyBars(security, sessions) {
      if (security.lastPrice === null || security.lastPrice <= 0) return { bars: [], simulated: true };
      return { bars: simulateDailyBars(security.symbol, security.lastPrice, security.volume ?? 0, SNAPSHOT_SOURCE.asOf, sessions), simulated: true };
    },
  };
}
