import "server-only";
import type { Database } from "@/server/db/create-database";
import { DAY_MINUTES } from "../simulated-session/advance-intraday-session";
import { intradayMinuteBars } from "../simulated-session/intraday-minute-bars";
import type { MaybePriced } from "../simulation-origin";
import type { StoredMinuteBar } from "./data/minute-bars";
import { openSimulatedChart } from "./open-simulated-chart";

/**
 * A simulated symbol's minute bars of its last `sessions` simulated days
 * (docs/live-market.md#minute-bars), oldest first: each day's seeded session replayed minute by
 * minute, the stored days whole and today to the stored clock, so today's last bar is the feed's
 * latest quote. Only the days the simulator has played have sessions (the history generated before
 * them is daily); a day without a trade yet (today before the pre-market) is not counted. Null for
 * a symbol without a price.
 */
export async function simulatedMinuteBars(
  db: Database,
  security: MaybePriced,
  sessions: number,
): Promise<StoredMinuteBar[] | null> {
  const chart = await openSimulatedChart(db, security, sessions);
  if (!chart) return null;
  const { clock } = chart;
  if (!clock) return [];
  const played = chart.stored.map((bar) => bar.date).filter((day) => day < clock.tradingDay);
  const replayed: StoredMinuteBar[][] = [];
  for (const day of [...played, clock.tradingDay].reverse()) {
    if (replayed.length === sessions) break;
    const session = await chart.openDay(day);
    const until = day === clock.tradingDay ? clock.minute : DAY_MINUTES;
    const bars = session ? intradayMinuteBars(session, until) : [];
    if (bars.length > 0) replayed.unshift(bars);
  }
  return replayed.flat();
}
