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
 * A simulated day's close, all or nothing (docs/live-market.md#the-simulated-market): its daily
 * bars, the securities' quotes and technicals as of that close, and the clock moved to the next
 * day. Every other snapshot row (no price, so not simulated) is dated the same close, so the
 * "listed" rule (currently-quoted.ts) keeps treating the universe as one source of one date.
 */
export async function closeSimulatedDay(
  db: Database,
  day: { bars: SymbolBar[]; securities: SecurityRow[]; closedAt: Date; next: SimulatorClock },
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertBarRows(tx, day.bars);
    await upsertSecurities(tx, day.securities);
    await tx
      .update(securities)
      .set({ asOf: day.closedAt })
      .where(and(eq(securities.source, "snapshot"), ne(securities.asOf, day.closedAt)));
    await saveSimulatorClock(tx, day.next);
  });
}
