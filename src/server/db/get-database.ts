import path from "node:path";
import { env } from "@/env";
import { processSingleton } from "@/server/process-singleton";
import { createRedisRealtime } from "@/server/realtime/create-redis-realtime";
import { withRealtime } from "@/server/realtime/with-realtime";
import { createDatabase, type DatabaseHandle } from "./create-database";

/**
 * The process's one database handle, opened on first use (never at import, so `next build` never
 * touches it). Kept on `globalThis` because dev-mode reloads re-evaluate modules, and a second
 * PGlite on the same folder would corrupt it.
 */
export function getDatabaseHandle(): DatabaseHandle {
  return processSingleton("database", () => {
    const handle = createDatabase(
      env.DATABASE_URL
        ? {
            kind: "postgres",
            url: env.DATABASE_URL,
            poolMax: env.DATABASE_POOL_MAX,
            statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          }
        : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
    );
    // env.ts refuses REALTIME=redis without REDIS_URL.
    return env.REALTIME === "redis" && env.REDIS_URL
      ? withRealtime(handle, createRedisRealtime(env.REDIS_URL))
      : handle;
  });
}

export function getDb() {
  return getDatabaseHandle().db;
}

/**
 * Where market data is read (docs/scaling.md#a-read-replica): a pool on the replica of
 * DATABASE_READ_URL, else the primary's. A replica is a moment behind the primary, so only reads
 * that may lag go here (quotes, bars, listings, calendars), never a person's own data they may just
 * have changed, and never a stream's, which reads the rows a notification names at once.
 */
export function getReadDb() {
  const url = env.DATABASE_READ_URL;
  if (!url) return getDb();
  return processSingleton(
    "readDatabase",
    () =>
      createDatabase({
        kind: "postgres",
        url,
        poolMax: env.DATABASE_POOL_MAX,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      }).db,
  );
}
