import "server-only";
import type { Database } from "@/server/db/create-database";
import { composeSimulatedHistory } from "../compose-simulated-history";
import type { DailyBar } from "../simulate-daily-bars";
import { intradayBar } from "../simulated-session/intraday-bar";
import type { MaybePriced } from "../simulation-origin";
import { openSimulatedChart } from "./open-simulated-chart";

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
  const chart = await openSimulatedChart(db, security, sessions);
  if (!chart) return null;
  const session = await chart.replayToday();
  const today = session && session.open !== null ? intradayBar(session) : null;
  return composeSimulatedHistory(chart.origin, chart.stored, today, sessions);
}
