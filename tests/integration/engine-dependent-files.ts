import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The integration files whose outcome can depend on the database engine, each with why. These run
 * on PGlite and on PostgreSQL (when TEST_DATABASE_URL is set); every other file runs on PGlite
 * only, since there the engine is the same PostgreSQL and only the app's own rules are under test.
 * TEST_ALL_ENGINES=1 runs every file on both. Files that need PostgreSQL alone (two nodes, faults)
 * say so themselves and are listed here too, so the list names every file where the engine matters.
 */
export const ENGINE_DEPENDENT_FILES: Readonly<Record<string, string>> = {
  "database-notifications.test.ts":
    "LISTEN/NOTIFY: PGlite delivers in-process, PostgreSQL over a dedicated connection",
  "chat-stream.test.ts": "the chat hub is fed by LISTEN/NOTIFY",
  "market-stream.test.ts":
    "live quotes: the hub is fed by LISTEN/NOTIFY, the feed's node holds an advisory lock",
  "quote-hub.test.ts": "the quote hub is fed by LISTEN/NOTIFY",
  "page-changes.test.ts": "every node hears page changes over LISTEN/NOTIFY",
  "shared-watchlist-changes.test.ts":
    "triggers announcing on LISTEN/NOTIFY, one per transaction (PostgreSQL folds repeats)",
  "alerts-manage.test.ts": "alert changes reach the evaluator by NOTIFY, limits under the row lock",
  "chat-two-nodes.test.ts": "two app nodes sharing one database (PostgreSQL only)",
  "read-replica.test.ts": "a primary and a replica, two PostgreSQL databases (PostgreSQL only)",
  "realtime-redis.test.ts":
    "REALTIME=redis: two nodes, the relay's advisory lock and LISTEN (PostgreSQL and Redis only)",
  "analytics-token.test.ts": "two app nodes settling one analytics token on one database",
  "auth-secret-check.test.ts": "two app nodes settling one AUTH_SECRET on one database",
  "reachability-probe.test.ts":
    "the pages' database probe on a connection of its own (PostgreSQL only)",
  "database-faults.test.ts":
    "fault injection: statement timeouts, dropped connections (PostgreSQL only)",
  "migrations.test.ts": "the migrations themselves, applied by each engine's migrator",
  "job-queue.test.ts": "pg-boss: SKIP LOCKED, advisory locks, cron, two workers on one database",
  "mail-delivery.test.ts": "mail workers on the job queue, two nodes' workers on one database",
  "alert-webhooks.test.ts": "webhook retries on the job queue's retry schedule",
  "mail-outage.test.ts": "the mail worker's wake-ups on the job queue (LISTEN/NOTIFY, polling)",
  "affiliate-sweep.test.ts": "a scheduled job on the job queue (cron, advisory locks)",
  "health.test.ts": "how each driver fails once its database is gone (a pool vs an embedded one)",
  "ingest-upstream-down.test.ts":
    "capture bodies kept as bytea, which each driver hands back as its own byte type",
  "ingest-poison.test.ts":
    "fault injection: the database refusing one request's rows, and the database gone",
  "watchlists.test.ts":
    "row locks under concurrent edits (two tabs at once): PGlite runs one statement at a time",
  "auth.test.ts": "the guest merge's row lock when it is called twice at once",
  "alerts-evaluate.test.ts":
    "two alert evaluators (two nodes' connections on PostgreSQL) on LISTEN/NOTIFY, one trigger row each",
  "market-average.test.ts":
    "raw SQL rows (json_to_recordset, a window, float8 and date casts) as each driver parses them",
  "alerts-deliver.test.ts":
    "exactly-once delivery under a per-person advisory lock when called twice at once, mail on the job queue",
};

for (const name of Object.keys(ENGINE_DEPENDENT_FILES)) {
  if (!existsSync(path.join(import.meta.dirname, name)))
    throw new Error(
      `${name} is listed in tests/integration/engine-dependent-files.ts but does not exist: update the list.`,
    );
}

/** Whether the integration file at `filePath` runs on every engine of the run. */
export function runsOnEveryEngine(filePath: string): boolean {
  return process.env.TEST_ALL_ENGINES === "1" || path.basename(filePath) in ENGINE_DEPENDENT_FILES;
}
