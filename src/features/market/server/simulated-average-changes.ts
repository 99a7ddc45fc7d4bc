import "server-only";
import type { Database } from "@/server/db/create-database";
import {
  type AverageConstituent,
  averageDailyChanges,
  type DailyChange,
} from "../average-daily-changes";
import { composeSimulatedHistory } from "../compose-simulated-history";
import { tradingDaysBetween } from "../market-session";
import { type MaybePriced, simulationOrigin } from "../simulation-origin";
import { getRecentDailyBars } from "./data";
import { snapshotSecurities } from "./snapshot-securities";

/**
 * The market average's daily changes over simulated history (docs/product.md#stock-page-chart,
 * docs/live-market.md#the-simulated-market) for the days after `after` up to `through`: each
 * constituent's closes as `market.dailyBars` draws them (composeSimulatedHistory) up to `closed`,
 * the simulated market's last closed day, the day in progress left out. Each one's history is
 * generated, summed and dropped in turn, so the 500 never sit in memory together.
 */
export async function simulatedAverageChanges(
  db: Database,
  constituents: readonly (MaybePriced & { shares: number })[],
  { after, through, closed }: { after: string; through: string; closed: string },
): Promise<DailyChange[]> {
  // Histories end on the last closed day, whatever part of them is asked for.
  const sessions = tradingDaysBetween(after, closed).length;
  if (through <= after || sessions < 2) return [];
  const snapshot = await snapshotSecurities();
  const stored = await getRecentDailyBars(
    db,
    constituents.map((row) => row.symbol),
    // One more: a day closing (stored for some, not yet for others) is after `closed`, left out.
    sessions + 1,
  );
  function* histories(): Generator<AverageConstituent> {
    for (const row of constituents) {
      const origin = simulationOrigin(snapshot, row);
      if (!origin) continue;
      const days = (stored.get(row.symbol) ?? []).filter((bar) => bar.date <= closed);
      yield { shares: row.shares, bars: composeSimulatedHistory(origin, days, null, sessions) };
    }
  }
  return averageDailyChanges(histories()).filter((day) => day.date > after && day.date <= through);
}
