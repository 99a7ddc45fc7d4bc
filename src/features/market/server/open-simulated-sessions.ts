import "server-only";
import type { Database } from "@/server/db/create-database";
import { newYorkInstant, previousTradingDay, sessionPhases } from "../market-session";
import type { Security } from "../parse-listing-row";
import type { IntradaySession } from "../simulated-session/intraday-session";
import { startIntradaySession } from "../simulated-session/start-intraday-session";
import { simulationOrigin } from "../simulation-origin";
import { getClosesBefore, listSimulatedSecurities } from "./data";

/**
 * Each simulated security's session of `day` before its first minute (all of them, or the
 * `symbols` given): its previous close is its last stored simulated day's before `day`, or its
 * origin's price (simulationOrigin) before the first; its usual volume the origin's, which no
 * close changes, so a day replayed (a chart, a restart, a close run again, an earlier day's minute
 * bars) draws the same. Also returns the rows read, which a day's close rewrites.
 */
export async function openSimulatedSessions(
  db: Database,
  day: string,
  snapshot: ReadonlyMap<string, Security>,
  symbols?: readonly string[],
) {
  const rows = await listSimulatedSecurities(db, symbols);
  // Before `day`: a close interrupted and run again may have stored this day's bar already.
  const closes = await getClosesBefore(
    db,
    rows.map((row) => row.symbol),
    day,
  );
  const before = previousTradingDay(day);
  const previousCloseAt = newYorkInstant(before, sessionPhases(before)[1]!.to);
  const sessions = new Map<string, IntradaySession>();
  for (const row of rows) {
    const origin = simulationOrigin(snapshot, row);
    const previousClose = closes.get(row.symbol) ?? origin?.lastPrice;
    if (!origin || !previousClose) continue;
    sessions.set(
      row.symbol,
      startIntradaySession({
        symbol: row.symbol,
        marketCap: origin.marketCap,
        day,
        previousClose,
        previousCloseAt,
        usualVolume: origin.volume ?? 0,
      }),
    );
  }
  return { rows, sessions };
}
