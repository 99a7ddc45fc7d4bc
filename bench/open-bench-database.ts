import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import { createDatabase } from "@/server/db/create-database";
import { createPostgresTestDatabase } from "../tests/integration/test-databases";

/**
 * A benchmark's database, migrated and loaded from the bundled snapshot: with BENCH_DATABASE_URL
 * set, a fresh PostgreSQL database made from TEST_DATABASE_URL (`postgres.drop()` removes it);
 * otherwise an in-memory PGlite.
 */
export async function openBenchDatabase() {
  const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresTestDatabase() : null;
  const handle = postgres
    ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 4 })
    : createDatabase({ kind: "pglite", dataDir: "memory://" });
  await handle.migrate();
  await refreshMarketData(handle.db, createSnapshotProvider());
  return { handle, postgres };
}
