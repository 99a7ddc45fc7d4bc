import type { PgBoss } from "pg-boss";
import { getDatabaseHandle } from "@/server/db/get-database";
import { createJobQueue } from "./create-job-queue";

/**
 * The process's one job queue on the process's database, started on first use. Kept on
 * `globalThis` like the database handle: dev-mode reloads re-evaluate modules, and a second queue
 * would run a second set of workers.
 */
const globalForJobs = globalThis as unknown as { marketdeskJobQueue?: Promise<PgBoss> };

export function getJobQueue(): Promise<PgBoss> {
  globalForJobs.marketdeskJobQueue ??= createJobQueue(getDatabaseHandle())
    .start()
    .catch((error: unknown) => {
      // A queue that failed to start is not kept: the next call tries again.
      globalForJobs.marketdeskJobQueue = undefined;
      throw error;
    });
  return globalForJobs.marketdeskJobQueue;
}
