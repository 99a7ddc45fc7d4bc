import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { dailyBars } from "@/server/db/schema";
import type { DailyBar } from "../../simulate-daily-bars";

/** A daily bar of a symbol, as stored. */
export type SymbolBar = DailyBar & { symbol: string };

/** Inserts or replaces daily bars of any symbols by (symbol, date), in statements of `batchSize` rows. */
export async function upsertBarRows(db: Database, rows: SymbolBar[], batchSize = 1_000) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insert(dailyBars)
      .values(rows.slice(start, start + batchSize))
      .onConflictDoUpdate({
        target: [dailyBars.symbol, dailyBars.date],
        set: {
          open: sql`excluded.open`,
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      });
  }
}

/** Inserts or replaces one symbol's daily bars by date (Yahoo revises recent days, e.g. after a split). */
export async function upsertDailyBars(
  db: Database,
  symbol: string,
  bars: DailyBar[],
  batchSize = 1_000,
): Promise<void> {
  await upsertBarRows(
    db,
    bars.map((bar) => ({ symbol, ...bar })),
    batchSize,
  );
}
