import { env } from "@/env";
import { settleAnalyticsToken } from "@/features/analytics/server/settle-analytics-token";
import { seedDemoAdmin } from "@/features/auth/server/seed-demo-admin";
import { settleAuthSecret } from "@/features/auth/server/settle-auth-secret";
import { countSecurities } from "@/features/market/server/data";
import { fillSimulatedMonthCloses } from "@/features/market/server/mutations";
import { runMarketRefresh } from "@/features/market/server/run-market-refresh";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import { getDatabaseHandle } from "@/server/db/get-database";

/**
 * Migrates (under the migration lock) and, in the embedded mode only, seeds the demo data; returns
 * the deployment's analytics token, which the server is given as POSTHOG_KEY. A server's
 * `authSecret` must be the deployment's (settle-auth-secret.ts); `db:migrate` serves nothing and
 * passes none. Closes the connection afterwards: PGlite allows one process per data directory, and
 * the server is next.
 */
export async function prepareDatabase({
  authSecret,
}: {
  authSecret?: string;
} = {}): Promise<{ analyticsToken: string }> {
  const handle = getDatabaseHandle();
  try {
    await handle.migrate();
    // The market universe is reference data: loaded from the bundled snapshot when the table is empty.
    if ((await countSecurities(handle.db)) === 0) {
      const outcome = await runMarketRefresh(
        handle.db,
        createSnapshotProvider(),
        (done, total, phase) => {
          if (phase === "history") process.stdout.write(`\rLoading market data: ${done}/${total}`);
        },
      );
      if (outcome.status === "succeeded")
        process.stdout.write(`\rLoaded ${outcome.written} securities from the bundled snapshot.\n`);
    }
    await fillSimulatedMonthCloses(handle.db);
    const analyticsToken = await settleAnalyticsToken(handle.db, env.POSTHOG_KEY);
    if (authSecret !== undefined) await settleAuthSecret(handle.db, authSecret);
    if (handle.kind === "pglite") {
      const admin = await seedDemoAdmin(handle.db, env.DATA_DIR);
      console.log(
        `Embedded database in ${env.DATA_DIR}. Demo admin: ${admin.email} / ${admin.password} (kept in ${env.DATA_DIR}/demo-admin.json)`,
      );
    } else {
      console.log("PostgreSQL migrated.");
    }
    return { analyticsToken };
  } finally {
    await handle.close();
  }
}
