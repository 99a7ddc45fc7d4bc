import path from "node:path";
import { env } from "@/env";
import { processSingleton } from "@/server/process-singleton";
import { createDatabase, type DatabaseHandle } from "./create-database";

/**
 * The process's one database handle, opened on first use (never at import, so `next build` never
 * touches it). Kept on `globalThis` because dev-mode reloads re-evaluate modules, and a second
 * PGlite on the same folder would corrupt it.
 */
export function getDatabaseHandle(): DatabaseHandle {
  return processSingleton("database", () =>
    createDatabase(
      env.DATABASE_URL
        ? {
            kind: "postgres",
            url: env.DATABASE_URL,
            poolMax: env.DATABASE_POOL_MAX,
            statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          }
        : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
    ),
  );
}

export function getDb() {
  return getDatabaseHandle().db;
}
