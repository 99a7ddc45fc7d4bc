import type { PgBoss } from "pg-boss";
import { getDatabaseHandle } from "@/server/db/get-database";
import { forgetProcessSingleton, processSingleton } from "@/server/process-singleton";
import { createJobQueue } from "./create-job-queue";

/**
 * The process's one job queue on the process's database, started on first use.
 */
export function getJobQueue(): Promise<PgBoss> {
  return processSingleton("jobQueue", () =>
    createJobQueue(getDatabaseHandle())
      .start()
      .catch((error: unknown) => {
        // A queue that failed to start is not kept: the next call tries again.
        forgetProcessSingleton("jobQueue");
        throw error;
      }),
  );
}
