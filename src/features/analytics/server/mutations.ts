import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { analyticsEvents, analyticsProject } from "@/server/db/schema";
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

/** Stores `candidate` as the deployment's analytics token unless one is stored; returns the stored one. */
export async function claimAnalyticsToken(db: Database, candidate: string): Promise<string> {
  await db.insert(analyticsProject).values({ token: candidate }).onConflictDoNothing();
  const [row] = await db.select({ token: analyticsProject.token }).from(analyticsProject);
  if (!row) throw new Error("analytics_project has no row after it was claimed");
  return row.token;
}
