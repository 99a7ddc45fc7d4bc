import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import { getDatabaseHandle } from "@/server/db/get-database";

/** `npm run market:refresh`: reloads quotes and recomputes every symbol's technicals. */
const handle = getDatabaseHandle();
try {
  await handle.migrate();
  const count = await refreshMarketData(handle.db, createSnapshotProvider(), (done, total) => process.stdout.write(`\rRefreshing market data: ${done}/${total}`));
  process.stdout.write(`\rRefreshed ${count} securities.\n`);
} finally {
  await handle.close();
}
