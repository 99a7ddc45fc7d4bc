import "server-only";
import type { Database } from "@/server/db/create-database";
import { advanceIntradaySession } from "../simulated-session/advance-intraday-session";
import type { IntradaySession } from "../simulated-session/intraday-session";
import { type MaybePriced, simulationOrigin } from "../simulation-origin";
import { getRecentDailyBars, getSimulatorClock } from "./data";
import { openSimulatedSessions } from "./open-simulated-sessions";
import { snapshotSecurities } from "./snapshot-securities";

/**
 * What a simulated symbol's charts are drawn from (docs/live-market.md#the-simulated-market): its
 * origin in the snapshot, its last `sessions` stored simulated days, the simulator's clock (null
 * before it first ran), and `openDay`, its seeded session of a day before the first minute, to
 * replay: the same draws as the feed's, so a replay ends where the feed's quotes did; `replayToday`
 * is the clock's day so replayed to its minute. Null for a symbol without a price.
 */
export async function openSimulatedChart(db: Database, security: MaybePriced, sessions: number) {
  const { symbol } = security;
  const snapshot = await snapshotSecurities();
  const origin = simulationOrigin(snapshot, security);
  if (!origin) return null;
  const [stored, clock] = await Promise.all([
    getRecentDailyBars(db, [symbol], sessions),
    getSimulatorClock(db),
  ]);
  const openDay = async (day: string): Promise<IntradaySession | null> =>
    (await openSimulatedSessions(db, day, snapshot, [symbol])).sessions.get(symbol) ?? null;
  return {
    origin,
    stored: stored.get(symbol) ?? [],
    clock,
    openDay,
    /** The clock's day replayed to its minute: where the feed's latest quote is. Null before the first run. */
    replayToday: async (): Promise<IntradaySession | null> => {
      const session = clock ? await openDay(clock.tradingDay) : null;
      return session && clock ? advanceIntradaySession(session, clock.minute) : null;
    },
  };
}
