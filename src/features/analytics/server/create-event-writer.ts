import "server-only";
import type { Database } from "@/server/db/create-database";
import { MAX_EVENTS_PER_REQUEST } from "./ingest-limits";
import { insertAnalyticsEvents } from "./mutations";
import type { StoredEvent } from "./parse-capture-events";

/**
 * Rows per INSERT: 2,000 rows of 9 bound columns stay far below PostgreSQL's 65,535 parameters,
 * and one request's events (at most as many) always fit one statement.
 */
const MAX_ROWS_PER_INSERT = MAX_EVENTS_PER_REQUEST;

type Entry = { events: StoredEvent[]; done: (error?: unknown) => void };

/**
 * Group commit for analytics events: batches that arrive while an insert is running wait for the
 * next one and go in together, so many small requests cost few statements. Each caller's promise
 * settles when its own events are stored (or their insert failed), so an OK to the browser always
 * means stored.
 */
export function createEventWriter(getDb: () => Database) {
  const queue: Entry[] = [];
  let running = false;

  async function insertAlone(entry: Entry): Promise<void> {
    try {
      await insertAnalyticsEvents(getDb(), entry.events);
      entry.done();
    } catch (error) {
      entry.done(error);
    }
  }

  async function insertTogether(taken: Entry[]): Promise<void> {
    try {
      await insertAnalyticsEvents(
        getDb(),
        taken.flatMap((entry) => entry.events),
      );
      for (const entry of taken) entry.done();
    } catch (error) {
      if (taken.length === 1) return taken[0]!.done(error);
      // One statement fails whole, so one request's bad row would fail every request beside it
      // (docs/security.md, "Faults"). Each goes again alone: only the one at fault hears of it.
      await Promise.all(taken.map(insertAlone));
    }
  }

  async function drain(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const taken: Entry[] = [];
      let rows = 0;
      while (
        queue.length > 0 &&
        (taken.length === 0 || rows + queue[0]!.events.length <= MAX_ROWS_PER_INSERT)
      ) {
        const next = queue.shift()!;
        rows += next.events.length;
        taken.push(next);
      }
      await insertTogether(taken);
    }
    running = false;
  }

  return function write(events: StoredEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      queue.push({ events, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!running) void drain();
    });
  };
}
