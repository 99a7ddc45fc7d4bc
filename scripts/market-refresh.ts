import { getMarketDataProvider } from "@/features/market/server/get-market-data-provider";
import { runMarketRefresh } from "@/features/market/server/run-market-refresh";
import { getDatabaseHandle } from "@/server/db/get-database";

/** `npm run market:refresh`: one refresh from MARKET_DATA_PROVIDER (the snapshot by default), with progress. */
const handle = getDatabaseHandle();
const provider = getMarketDataProvider();
try {
  await handle.migrate();
  const outcome = await runMarketRefresh(handle.db, provider, (done, total, phase) => {
    process.stdout.write(
      `\r${provider.name}: ${phase === "quotes" ? "quoting" : "history and technicals"} ${done}/${total}   `,
    );
  });
  process.stdout.write(
    outcome.status === "succeeded"
      ? `\nRefreshed ${outcome.written} securities from ${provider.name}.\n`
      : `Skipped: ${outcome.reason}.\n`,
  );
} catch (error) {
  process.stdout.write(
    `\nThe refresh failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
