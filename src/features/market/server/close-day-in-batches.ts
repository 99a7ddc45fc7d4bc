import "server-only";
import type { Database } from "@/server/db/create-database";
import type { DailyBar } from "../simulate-daily-bars";
import { getRecentDailyBars } from "./data";
import type { SymbolBar } from "./mutations/upsert-daily-bars";
import { TECHNICALS_SESSIONS } from "./refresh-market-data";

/** Symbols closed, written and yielded between: the server keeps answering during a close. */
const BATCH = 250;

/** A batch of a day's close as it is stored: the symbols' daily bars and their `security` rows. */
export type ClosedBatch<Row> = { bars: SymbolBar[]; rows: Row[] };

/**
 * A trading day's close over many symbols, the simulated market's and the live providers' alike
 * (docs/live-market.md#the-day-close): 250 symbols at a time, each batch's stored daily history
 * (the technicals' year) read in one query, each symbol's day made its bar and row by `close`
 * (null: no bar that day), the batch stored by `store` in one transaction, and a pause for the
 * event loop before the next. Every write is an upsert, so a close cut short runs again to the
 * same end. Returns how many symbols got a bar, or null when `signal` stopped it between batches.
 */
export async function closeDayInBatches<Item extends { symbol: string }, Row>(
  db: Database,
  items: readonly Item[],
  close: (item: Item, stored: readonly DailyBar[]) => { bar: DailyBar; row: Row } | null,
  store: (db: Database, batch: ClosedBatch<Row>) => Promise<void>,
  signal?: AbortSignal,
): Promise<number | null> {
  let closed = 0;
  for (let start = 0; start < items.length; start += BATCH) {
    if (signal?.aborted) return null;
    const batch = items.slice(start, start + BATCH);
    const stored = await getRecentDailyBars(
      db,
      batch.map((item) => item.symbol),
      TECHNICALS_SESSIONS,
    );
    const day: ClosedBatch<Row> = { bars: [], rows: [] };
    for (const item of batch) {
      const done = close(item, stored.get(item.symbol) ?? []);
      if (!done) continue;
      day.bars.push({ symbol: item.symbol, ...done.bar });
      day.rows.push(done.row);
    }
    await store(db, day);
    closed += day.bars.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return closed;
}
