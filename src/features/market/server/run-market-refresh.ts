import "server-only";
import type { Database } from "@/server/db/create-database";
import { countSecurities } from "./data";
import type { MarketDataProvider, ReportProgress } from "./market-data-provider";
import { finishMarketRefresh, recordMarketRefreshProgress, startMarketRefresh } from "./mutations";
import { refreshMarketData } from "./refresh-market-data";
import { createSnapshotProvider } from "./snapshot-provider";

export type MarketRefreshOutcome =
  | { status: "succeeded"; written: number }
  | { status: "skipped"; reason: string };

/**
 * One recorded refresh: claims the single "running" slot (another node's refresh makes this one
 * a no-op), seeds the universe from the snapshot when the table is empty (a live provider re-quotes
 * known symbols; it has no listing of its own), keeps progress in `market_refresh`, and records the
 * outcome. Used by `npm run market:refresh`, the server's schedule and the first start.
 */
export async function runMarketRefresh(
  db: Database,
  provider: MarketDataProvider,
  onProgress: ReportProgress = () => undefined,
): Promise<MarketRefreshOutcome> {
  const id = await startMarketRefresh(db, provider.name);
  if (id === null) return { status: "skipped", reason: "another market-data refresh is running" };
  const report: ReportProgress = async (done, total, phase) => {
    await recordMarketRefreshProgress(db, id, phase, done, total);
    await onProgress(done, total, phase);
  };
  try {
    if (provider.history === "real" && (await countSecurities(db)) === 0)
      await refreshMarketData(db, createSnapshotProvider());
    const written = await refreshMarketData(db, provider, report);
    await finishMarketRefresh(db, id, null);
    return { status: "succeeded", written };
  } catch (error) {
    await finishMarketRefresh(db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
