import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { marketSimulatorClock, securities } from "@/server/db/schema";
import { type SymbolBar, upsertBarRows } from "./upsert-daily-bars";
import { type SecurityRow, upsertSecurities } from "./upsert-securities";

export type SimulatorClock = { tradingDay: string; minute: number };

/** Stores where the simulated market's clock stands (its one row). */
export async function saveSimulatorClock(db: Database, clock: SimulatorClock): Promise<void> {
  await db
    .insert(marketSimulatorClock)
    .values({ id: 1, ...clock })
    .onConflictDoUpdate({
      target: marketSimulatorClock.id,
      set: { tradingDay: clock.tradingDay, minute: clock.minute, updatedAt: sql`now()` },
    });
}

/**
 * Part of a simulated day's close (docs/live-market.md#the-simulated-market): these securities'
 * daily bars, and their rows with the day's quote and technicals, in one transaction. Upserts, so
 * a close interrupted and run again writes the same.
 */
export async function storeSimulatedDay(
  db: Database,
  day: { bars: SymbolBar[]; securities: SecurityRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertBarRows(tx, day.bars);
    await upsertSecurities(tx, day.securities);
  });
}

/**
 * The end of a simulated day's close, once every part is stored: the clock moves to the next day,
 * and every other snapshot row (no price, so not simulated) is dated the same close, so the
 * "listed" rule (currently-quoted.ts) keeps treating the universe as one source of one date.
 */
export async function finishSimulatedClose(
  db: Database,
  close: { closedAt: Date; next: SimulatorClock },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(securities)
      .set({ asOf: close.closedAt })
      .where(and(eq(securities.source, "snapshot"), ne(securities.asOf, close.closedAt)));
    await saveSimulatorClock(tx, close.next);
  });
}
