import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createJobQueue, type JobQueueTimings } from "@/server/jobs/create-job-queue";
import { type PeriodicJob, schedulePeriodicJobs } from "@/server/jobs/schedule-periodic-jobs";
import { createTestDatabase, hasPostgres, testDatabaseKinds } from "./test-databases";

/** The queue's checks every second instead of every 30–60, so a schedule fires within seconds. */
const FAST: JobQueueTimings = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  superviseIntervalSeconds: 1,
  maintenanceIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
};
const FAST_POLLING = { pollingIntervalSeconds: 0.5 };
/** Every minute: the queue counts the current minute as due, so it fires right after start. */
const EVERY_MINUTE = "* * * * *";
/** The queue through which pg-boss's cron check forwards each occurrence (its timekeeper). */
const SEND_IT_QUEUE = "__pgboss__send-it";

async function startQueue(handle: DatabaseHandle): Promise<PgBoss> {
  return createJobQueue(handle, FAST).start();
}

/** An every-minute job that counts its runs. */
function countingJob(name: string) {
  const runs: number[] = [];
  const job: PeriodicJob = { name, cron: EVERY_MINUTE, run: async () => runs.push(Date.now()) };
  return { job, runs };
}

for (const kind of testDatabaseKinds()) {
  describe(`[${kind}] the job queue's periodic work`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    const queues: PgBoss[] = [];
    beforeAll(async () => {
      ({ handle, dispose } = await createTestDatabase(kind, "fresh"));
    });
    afterAll(async () => {
      for (const queue of queues) await queue.stop({ graceful: false });
      await dispose();
    });

    it("installs its schema on the app's database and runs a scheduled job to completion", async () => {
      const queue = await startQueue(handle);
      queues.push(queue);
      const { job, runs } = countingJob("test-every-minute");
      await schedulePeriodicJobs(queue, [job], FAST_POLLING);
      await expect
        .poll(() => runs.length, { timeout: 20_000, interval: 250 })
        .toBeGreaterThanOrEqual(1);
      const [stored] = await queue.findJobs("test-every-minute");
      expect(stored).toMatchObject({ name: "test-every-minute" });
      await expect
        .poll(
          async () =>
            (await queue.findJobs("test-every-minute")).every(
              (found) => found.state === "completed",
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    });

    it("removes the schedule of a job no longer listed, and keeps the listed ones", async () => {
      const queue = queues[0]!;
      const kept = countingJob("test-kept").job;
      await schedulePeriodicJobs(queue, [kept, countingJob("test-dropped").job], FAST_POLLING);
      await schedulePeriodicJobs(queue, [kept], FAST_POLLING);
      const names = (await queue.getSchedules()).map((schedule) => schedule.name).sort();
      expect(names).toEqual(["test-kept"]);
    });
  });
}

describe.runIf(hasPostgres())("[postgres] two nodes on one database", () => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  const queues: PgBoss[] = [];
  beforeAll(async () => {
    ({ handle, dispose } = await createTestDatabase("postgres", "fresh"));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceful: false });
    await dispose();
  });

  it("runs each occurrence of a schedule once, on one of them", async () => {
    const { job, runs: ran } = countingJob("test-two-nodes");
    for (let node = 0; node < 2; node += 1) {
      const queue = await startQueue(handle);
      queues.push(queue);
      await schedulePeriodicJobs(queue, [job], FAST_POLLING);
    }
    await expect
      .poll(() => ran.length, { timeout: 20_000, interval: 250 })
      .toBeGreaterThanOrEqual(1);
    // Both nodes' cron checks run every second: a few more seconds give the second every chance to send again.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    // pg-boss forwards each occurrence through its send-it queue as one job per minute slot, which
    // that job names; a job's own createdOn can fall in the next minute when the forward waits on a
    // busy machine, so occurrences are counted by slot, once every forward has been made a job.
    // @see https://timgit.github.io/pg-boss/#/api/scheduling
    const forwards = async () =>
      (await queues[0]!.findJobs<{ name: string; slot: string }>(SEND_IT_QUEUE)).filter(
        (found) => found.data.name === "test-two-nodes",
      );
    await expect
      .poll(async () => (await forwards()).every((found) => found.state === "completed"), {
        timeout: 10_000,
      })
      .toBe(true);
    const slots = (await forwards()).map((found) => found.data.slot);
    const jobs = await queues[0]!.findJobs("test-two-nodes");
    // One job per occurrence (a minute may have turned during the wait), and each job run once.
    expect(new Set(slots).size).toBe(slots.length);
    expect(jobs.length).toBe(slots.length);
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(jobs.length);
  });
});
