import "server-only";
import type { Database } from "@/server/db/create-database";
import { defaultDeliveryDeps } from "./default-delivery-deps";
import { deliverTriggersWith } from "./deliver-triggers-with";

/**
 * Delivers triggers the evaluator just wrote (docs/alerts.md#delivery-in-the-app): the seam the
 * ENGINE calls with the ids of NEW trigger rows. Safe to call twice, or on two nodes at once.
 */
export async function deliverTriggers(db: Database, triggerIds: string[]): Promise<void> {
  await deliverTriggersWith(db, triggerIds, defaultDeliveryDeps());
}
