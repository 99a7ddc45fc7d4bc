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
