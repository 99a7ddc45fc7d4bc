import "server-only";
import type { Database } from "@/server/db/create-database";
import { insertAnalyticsEvents } from "./mutations";
import type { StoredEvent } from "./parse-capture-events";

/** Rows per INSERT: 11 columns each stays far below PostgreSQL's 65,535 bind parameters. */
const MAX_ROWS_PER_INSERT = 2_000;

/**
 * Group commit for analytics events: batches that arrive while an insert is running wait for the
 * next one and go in together, so many small requests cost few statements. Each caller's promise
 * settles when its own events are stored (or their insert failed), so an OK to the browser always
 * means stored.
 */
export function createEventWriter(getDb: () => Database) {
  const queue: Array<{ events: StoredEvent[]; done: (error?: unknown) => void }> = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const taken: typeof queue = [];
      let rows = 0;
      while (queue.length > 0 && (taken.length === 0 || rows + queue[0]!.events.length <= MAX_ROWS_PER_INSERT)) {
        const next = queue.shift()!;
        rows += next.events.length;
        taken.push(next);
      }
      try {
        await insertAnalyticsEvents(getDb(), taken.flatMap((entry) => entry.events));
        for (const entry of taken) entry.done();
      } catch (error) {
        for (const entry of taken) entry.done(error);
      }
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
