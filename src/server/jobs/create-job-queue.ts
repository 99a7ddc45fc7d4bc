import { type ConstructorOptions, fromPglite, PgBoss } from "pg-boss";
import type { DatabaseHandle } from "@/server/db/create-database";
import { logger } from "@/server/logger";

/** The queue's own polling and housekeeping intervals; tests shorten them to a second. */
export type JobQueueTimings = Pick<
  ConstructorOptions,
  | "cronMonitorIntervalSeconds"
  | "cronWorkerIntervalSeconds"
  | "superviseIntervalSeconds"
  | "maintenanceIntervalSeconds"
  | "monitorIntervalSeconds"
>;

/** Connections the queue may hold on PostgreSQL, beside the app's own pool. */
const POSTGRES_POOL_MAX = 2;

/**
 * A pg-boss queue on the app's own database (docs/decisions.md#job-queue), in the `pgboss` schema
 * it installs and migrates itself when started, under an advisory lock so nodes starting together
 * install it once. On PGlite it shares the app's one connection through pg-boss's own adapter,
 * which runs the schema's multi-statement SQL and rolls back after a failed statement.
 * @see https://timgit.github.io/pg-boss/#/api/constructor
 */
export function createJobQueue(
  handle: Pick<DatabaseHandle, "connection">,
  timings: JobQueueTimings = {},
): PgBoss {
  const connection: ConstructorOptions =
    handle.connection.kind === "pglite"
      ? { db: fromPglite(handle.connection.client), backend: "pglite" }
      : {
          connectionString: handle.connection.url,
          max: POSTGRES_POOL_MAX,
          application_name: "marketdesk-jobs",
        };
  // LISTEN/NOTIFY wakes the workers of queues that opt in (mail) as soon as a job is sent, on
  // PostgreSQL across nodes and on PGlite in-process; polling stays as the backstop.
  // @see https://timgit.github.io/pg-boss/#/api/constructor (useListenNotify)
  const queue = new PgBoss({ ...connection, useListenNotify: true, ...timings });
  // Without a listener an "error" event would be thrown as uncaught and end the process.
  queue.on("error", (error) => logger.error({ err: error }, "job queue error"));
  return queue;
}
