import pg from "pg";
import { logger } from "@/server/logger";

/**
 * Asks PostgreSQL `select 1` on a connection of the probe's own, so it tells whether the database
 * is reachable and not whether the app's pool is busy: through the pool, a node under load waited
 * its turn for a connection, took the wait for an outage, and turned pages away with 503s
 * (docs/scaling.md#faults). A refused or dropped connection fails at once; no answer in `timeoutMs`
 * fails too.
 */
export function createReachabilityProbe(url: string, timeoutMs = 3_000): () => Promise<boolean> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // The probe's connection dropping is what it is there to notice; the next probe opens another.
  pool.on("error", (error) =>
    logger.debug({ err: error }, "the reachability probe's connection dropped"),
  );
  return () =>
    pool.query("select 1").then(
      () => true,
      () => false,
    );
}
