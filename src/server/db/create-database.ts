import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "@/server/logger";
import { assertChannelName, notifyParameters } from "./check-notification";
import { createPostgresListener } from "./create-postgres-listener";
import * as schema from "./schema";

/** Both engines speak the same Postgres SQL; callers see one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The `tx` a transaction's callback receives, for functions that run inside someone else's transaction. */
export type DatabaseTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseConfig =
  /** `statementTimeoutMs`: the longest one statement may run (docs/security.md, "Input limits"); none when unset. */
  | { kind: "postgres"; url: string; poolMax?: number; statementTimeoutMs?: number }
  /**
   * `dataDir` is a folder, or `memory://` for a throw-away database (tests). `loadDataDir` starts it
   * from a copy PGlite's dumpDataDir made, instead of from initdb (about 4.5 s each on two cores).
   */
  | { kind: "pglite"; dataDir: string; loadDataDir?: Blob };

export type DatabaseHandle = {
  kind: DatabaseConfig["kind"];
  db: Database;
  /** Applies the committed migrations, once even when several processes start together. */
  migrate: () => Promise<void>;
  /**
   * The real-time seam (docs/architecture.md#real-time): calls `onMessage` with each payload sent on
   * `channel` (lower-case letters, digits, _) until the returned function is awaited.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Sends `payload` (at most 7,999 bytes) to every listener of `channel`, on every node. */
  notify: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * What the job queue (src/server/jobs/create-job-queue.ts) connects through: the same PGlite
   * instance, since one process owns its folder, or the server's URL for a small pool of its own.
   */
  connection: { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };
};

const migrationsFolder = path.join(process.cwd(), "drizzle");
/** Arbitrary but fixed: every node asks for the same advisory lock around migrations. */
const MIGRATION_LOCK_KEY = 7_311_002;

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === "pglite") {
    // PGlite creates its own folder but not the folders above it.
    if (!config.dataDir.includes("://"))
      mkdirSync(path.dirname(config.dataDir), { recursive: true });
    // pg_trgm backs the screener's name search (migration 0006); PGlite loads extensions at start.
    // @see https://pglite.dev/docs/api#loaddatadir
    const client = new PGlite(config.dataDir, {
      extensions: { pg_trgm },
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema });
    return {
      kind: "pglite",
      db: db as unknown as Database,
      // PGlite is one process per data directory, so no other node can race this one.
      migrate: () => migratePglite(db, { migrationsFolder }),
      // PGlite delivers notifications within its one process, after the statement that sent them.
      listen: async (channel, onMessage) => {
        assertChannelName(channel);
        const unlisten = await client.listen(channel, onMessage);
        return () => unlisten();
      },
      notify: async (channel, payload) => {
        await client.query("select pg_notify($1, $2)", notifyParameters(channel, payload));
      },
      close: () => client.close(),
      connection: { kind: "pglite", client },
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    // The server cancels a statement past this, so no query holds a pooled connection for long.
    ...(config.statementTimeoutMs ? { statement_timeout: config.statementTimeoutMs } : {}),
  });
  // An idle client whose connection drops (a restart, a failover, an administrator) emits "error" on
  // the pool; without a listener Node throws it as uncaught and the process dies. The pool discards
  // that client and opens a fresh one for the next query (docs/security.md, "Faults").
  // @see https://node-postgres.com/apis/pool#error
  pool.on("error", (error) =>
    logger.warn({ err: error }, "a pooled database connection dropped; it will be replaced"),
  );
  const db = drizzlePg({ client: pool, schema });
  const listener = createPostgresListener(config.url);
  return {
    kind: "postgres",
    db: db as unknown as Database,
    migrate: async () => {
      // The advisory lock is held by one connection, so the migration runs on that same connection.
      const connection = await pool.connect();
      try {
        // Waiting for the lock, and building an index on a large table, may rightly take longer than a request may.
        await connection.query("set statement_timeout = 0");
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection
          .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        // The session setting must not follow this connection back into the pool.
        connection.release(true);
      }
    },
    listen: async (channel, onMessage) => {
      assertChannelName(channel);
      return listener.listen(channel, onMessage);
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", notifyParameters(channel, payload));
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
    connection: { kind: "postgres", url: config.url },
  };
}
