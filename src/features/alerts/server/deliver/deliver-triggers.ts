import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";

/**
 * ENGINE's placeholder until DELIVER's version is merged: hands newly inserted triggers on to the
 * channels (docs/alerts.md#evaluation). Here it only logs them.
 */
export async function deliverTriggers(_db: Database, triggerIds: string[]): Promise<void> {
  if (triggerIds.length > 0)
    logger.info({ triggers: triggerIds.length }, "alert triggers to deliver");
}
