import type { Redis } from "ioredis";
import { logger } from "@/server/logger";

/**
 * Logs `down` when any of `clients` first fails to reach Redis, and `back` once one is ready again:
 * once per outage, not at every reconnection attempt, which ioredis makes and reports every few
 * hundred milliseconds (docs/scaling.md#faults).
 * @see https://github.com/redis/ioredis#connection-events
 */
export function logRedisOutages(
  clients: readonly Redis[],
  { down, back }: { down: string; back: string },
): void {
  let unreachable = false;
  for (const client of clients) {
    client.on("error", (error: unknown) => {
      if (unreachable) return;
      unreachable = true;
      logger.warn({ err: error }, down);
    });
    client.on("ready", () => {
      if (!unreachable) return;
      unreachable = false;
      logger.info(back);
    });
  }
}
