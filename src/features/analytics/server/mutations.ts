import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { analyticsEvents } from "@/server/db/schema";
import type { StoredEvent } from "./parse-capture-events";

/** One multi-row insert per batch; an event already stored (a client's retry) is skipped by its uuid. */
export async function insertAnalyticsEvents(db: Database, events: StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(analyticsEvents)
    .values(events)
    .onConflictDoNothing({ target: analyticsEvents.uuid });
}

/** Removes events older than the retention period (ANALYTICS_RETENTION_DAYS, 90 by default). */
export async function deleteExpiredAnalyticsEvents(db: Database, days: number): Promise<number> {
  const removed = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: analyticsEvents.id });
  return removed.length;
}
