import "server-only";
import type { Database } from "@/server/db/create-database";
import { computeTechnicals } from "../compute-technicals";
import type { MarketDataProvider } from "./market-data-provider";
import { upsertSecurities, type SecurityRow } from "./mutations";

/** One year and a bit of sessions: enough for the 200-day average and the 52-week range. */
const HISTORY_SESSIONS = 260;

/**
 * Reads the universe from the provider, derives each symbol's technicals from its daily bars, and
 * writes everything in batches. Reports progress as it goes.
 */
export async function refreshMarketData(db: Database, provider: MarketDataProvider, onProgress: (done: number, total: number) => void = () => undefined): Promise<number> {
  const { asOf, securities } = await provider.listSecurities();
  const rows: SecurityRow[] = [];
  for (const security of securities) {
    const { bars, simulated } = await provider.getDailyBars(security, HISTORY_SESSIONS);
    rows.push({ ...security, ...computeTechnicals(bars), source: provider.name, historySimulated: simulated, asOf });
    if (rows.length % 1_000 === 0) onProgress(rows.length, securities.length);
  }
  await upsertSecurities(db, rows);
  onProgress(rows.length, securities.length);
  return rows.length;
}
