import { logger } from "./logger";

/**
 * Runs `task` a minute after start and then every `everyMs`, logging failures instead of crashing.
 * Each app node runs its own; tasks scheduled this way must be idempotent (a delete by age is).
 */
export function schedulePeriodicTask(name: string, everyMs: number, task: () => Promise<unknown>): void {
  const run = async () => {
    try {
      const result = await task();
      logger.info({ task: name, result }, "periodic task done");
    } catch (error) {
      logger.error({ task: name, err: error }, "periodic task failed");
    }
  };
  setTimeout(() => void run(), 60_000).unref();
  setInterval(() => void run(), everyMs).unref();
}
