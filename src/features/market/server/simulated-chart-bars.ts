import "server-only";
import type { Database } from "@/server/db/create-database";
import { composeSimulatedHistory } from "../compose-simulated-history";
import type { DailyBar } from "../simulate-daily-bars";
import { advanceIntradaySession } from "../simulated-session/advance-intraday-session";
import { intradayBar } from "../simulated-session/intraday-bar";
import { type MaybePriced, simulationOrigin } from "../simulation-origin";
import { getRecentDailyBars, getSimulatorClock } from "./data";
import { openSimulatedSessions } from "./open-simulated-sessions";
import { snapshotSecurities } from "./snapshot-securities";

/**
 * A simulated symbol's chart (docs/live-market.md#the-simulated-market): the history generated up
 * to the snapshot's day, the simulated days stored since, and today's bar so far. Today's bar is
 * the symbol's session replayed to the stored clock: the same seeded draws as the feed's, so it
 * ends at the feed's latest quote. Null for a symbol without a price.
 */
export async function simulatedChartBars(
  db: Database,
  security: MaybePriced,
  sessions: number,
): Promise<DailyBar[] | null> {
  const { symbol } = security;
  const snapshot = await snapshotSecurities();
  const origin = simulationOrigin(snapshot, security);
  if (!origin) return null;
  const [stored, clock] = await Promise.all([
    getRecentDailyBars(db, [symbol], sessions),
    getSimulatorClock(db),
  ]);
  let today: DailyBar | null = null;
  if (clock) {
    const opened = await openSimulatedSessions(db, clock.tradingDay, snapshot, [symbol]);
    const session = opened.sessions.get(symbol);
    if (session && advanceIntradaySession(session, clock.minute).open !== null)
      today = intradayBar(session);
  }
  return composeSimulatedHistory(origin, stored.get(symbol) ?? [], today, sessions);
}
