import type { PgBoss } from "pg-boss";
import { logger } from "@/server/logger";

/** Work that repeats: a queue `name`, when it runs (cron, UTC), and the run itself, which must be safe to repeat. */
export type PeriodicJob = { name: string; cron: string; run: () => Promise<unknown> };

/** Workers look for due jobs this often: periodic work is hours apart, and on PGlite each look shares the app's one connection. */
const DEFAULT_POLLING_INTERVAL_SECONDS = 30;

/**
 * Puts each job on the queue's schedule and works it on this node. The schedule lives in the
 * database: every node's cron check races for one row, so each occurrence is sent once however many
 * nodes run, and a job goes to one worker (`SKIP LOCKED`). A failed run is retried once after a
 * minute, then kept as failed with its error. Occurrences missed while no node ran are made up
 * by one run. Schedules of jobs no longer listed (a live provider switched off) are removed.
 * @see https://timgit.github.io/pg-boss/#/api/scheduling
 */
export async function schedulePeriodicJobs(
  queue: PgBoss,
  jobs: PeriodicJob[],
  { pollingIntervalSeconds = DEFAULT_POLLING_INTERVAL_SECONDS } = {},
): Promise<void> {
  const listed = new Set(jobs.map((job) => job.name));
  for (const schedule of await queue.getSchedules()) {
    if (!listed.has(schedule.name)) await queue.unschedule(schedule.name, schedule.key);
  }
  for (const job of jobs) {
    await queue.createQueue(job.name, { retryLimit: 1, retryDelay: 60, retryBackoff: true });
    await queue.schedule(job.name, job.cron, null, { tz: "UTC", missed: "once" });
    // One job at a time, so a thrown error fails only the run that threw.
    await queue.work(job.name, { batchSize: 1, pollingIntervalSeconds }, async () => {
      try {
        const result = await job.run();
        logger.info({ task: job.name, result }, "periodic task done");
      } catch (error) {
        logger.error({ task: job.name, err: error }, "periodic task failed");
        throw error;
      }
    });
  }
  logger.info({ jobs: jobs.map((job) => `${job.name} (${job.cron})`) }, "periodic jobs scheduled");
}
