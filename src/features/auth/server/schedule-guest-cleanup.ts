import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { deleteStaleGuests } from "./mutations";

const EVERY_SIX_HOURS_MS = 6 * 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;

async function cleanUp(getDb: () => Database): Promise<void> {
  try {
    const removed = await deleteStaleGuests(getDb(), 30);
    if (removed > 0) logger.info({ removed }, "removed guest users unused for 30 days");
  } catch (error) {
    logger.error({ err: error }, "guest cleanup failed");
  }
}

/**
 * Removes guest rows unused for 30 days, a minute after start and every six hours. Each app node
 * runs it; the delete is idempotent, so several nodes doing it at once is harmless.
 */
export function scheduleGuestCleanup({ getDb }: { getDb: () => Database }): void {
  setTimeout(() => void cleanUp(getDb), FIRST_RUN_AFTER_MS).unref();
  setInterval(() => void cleanUp(getDb), EVERY_SIX_HOURS_MS).unref();
}
