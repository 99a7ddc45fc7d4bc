import "server-only";
import { eq, getTableName, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { analyticsEvents, analyticsForwards, analyticsProject } from "@/server/db/schema";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { forwardRetryDelaySeconds } from "./forward-retry-delay";
import type { StoredEvent } from "./parse-capture-events";
import type { HeldForward } from "./send-to-posthog";

/**
 * One insert per batch, its rows as one JSON parameter that PostgreSQL reads into records: a
 * multi-row VALUES passed every field of every row through drizzle's query builder, which took
 * most of an analytics request's time on the node (docs/scaling.md#per-request-cost). The events
 * are cleaned for PostgreSQL (clean-for-postgres.ts), so their JSON is valid jsonb. An event
 * already stored (a client's retry) is skipped by its uuid.
 */
export async function insertAnalyticsEvents(db: Database, events: StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({
      uuid: event.uuid,
      event: event.event,
      family: event.family,
      distinct_id: event.distinctId,
      session_id: event.sessionId,
      user_type: event.userType,
      page_path: event.pagePath,
      properties: event.properties,
      occurred_at: event.occurredAt.toISOString(),
    })),
  );
  await db.execute(sql`
    insert into ${analyticsEvents}
      (uuid, event, family, distinct_id, session_id, user_type, page_path, properties, occurred_at)
    select uuid, event, family, distinct_id, session_id, user_type, page_path, properties, occurred_at
    from jsonb_to_recordset(${rows}::jsonb) as input(
      uuid uuid, event text, family text, distinct_id text, session_id text, user_type text,
      page_path text, properties jsonb, occurred_at timestamptz
    )
    on conflict (uuid) do nothing`);
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

/**
 * Keeps a capture batch PostHog did not take, due again after the first delay, unless the batches
 * kept already hold `maxBacklogBytes` (docs/scaling.md#faults): returns whether it was kept.
 * While PostHog is down every batch comes here, so the bound is first read from the table's size on
 * disk (its files' size, without a scan); only a table that big sums its batches, which then counts
 * the space deleted batches left free for new ones as free.
 * @see https://www.postgresql.org/docs/current/functions-admin.html#FUNCTIONS-ADMIN-DBSIZE
 */
export async function keepForwardForRetry(
  db: Database,
  { path, headers, body }: HeldForward,
  reason: string,
  maxBacklogBytes: number,
): Promise<boolean> {
  const bytes = Buffer.from(body ?? new Uint8Array());
  const kept = await selectRawRows(
    db,
    sql`
    insert into ${analyticsForwards} (path, headers, body, last_error, next_attempt_at)
    select ${path}, ${JSON.stringify(headers)}::jsonb, ${bytes}, ${reason},
      now() + make_interval(secs => ${forwardRetryDelaySeconds(1)})
    where case
      when pg_total_relation_size(${getTableName(analyticsForwards)}::regclass) + ${bytes.byteLength}
        <= ${maxBacklogBytes} then true
      else (select coalesce(sum(octet_length(body)), 0) from ${analyticsForwards})
        + ${bytes.byteLength} <= ${maxBacklogBytes}
    end
    returning id`,
  );
  return kept.length === 1;
}

/** Counts a failed retry of the kept batch `id`, due again after a longer delay. */
export async function recordForwardRetryFailed(
  db: Database,
  id: number,
  attempts: number,
  reason: string,
): Promise<void> {
  await db
    .update(analyticsForwards)
    .set({
      attempts: attempts + 1,
      lastError: reason,
      nextAttemptAt: sql`now() + make_interval(secs => ${forwardRetryDelaySeconds(attempts + 1)})`,
    })
    .where(eq(analyticsForwards.id, id));
}

/** Removes the kept batch `id`: sent, or refused for good. */
export async function deleteKeptForward(db: Database, id: number): Promise<void> {
  await db.delete(analyticsForwards).where(eq(analyticsForwards.id, id));
}

/** Removes kept batches that first failed more than `hours` ago; returns how many. */
export async function dropStaleForwards(db: Database, hours: number): Promise<number> {
  const dropped = await db
    .delete(analyticsForwards)
    .where(lt(analyticsForwards.firstFailedAt, sql`now() - make_interval(hours => ${hours})`))
    .returning({ id: analyticsForwards.id });
  return dropped.length;
}
