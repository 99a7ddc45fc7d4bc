import "server-only";
import type { Database } from "@/server/db/create-database";
import { composeSimulatedHistory } from "../compose-simulated-history";
import { computeTechnicals } from "../compute-technicals";
import { newYorkInstant, nextTradingDay, sessionPhases } from "../market-session";
import type { Security } from "../parse-listing-row";
import { roundTo } from "../round-to";
import type { DailyBar } from "../simulate-daily-bars";
import { advanceIntradaySession, DAY_MINUTES } from "../simulated-session/advance-intraday-session";
import { intradayBar } from "../simulated-session/intraday-bar";
import type { IntradaySession } from "../simulated-session/intraday-session";
import { type SimulationOrigin, simulationOrigin } from "../simulation-origin";
import { getRecentDailyBars } from "./data";
import { finishSimulatedClose, type SecurityRow, storeSimulatedDay } from "./mutations";
import { openSimulatedSessions } from "./open-simulated-sessions";
import { TECHNICALS_SESSIONS } from "./refresh-market-data";

/** Securities closed, written and yielded between: the server keeps answering during a close. */
const BATCH = 250;

type Row = Awaited<ReturnType<typeof openSimulatedSessions>>["rows"][number];

/** A security's row as of the day's close: the day's quote, market cap and technicals. */
function closedRow(
  row: Row,
  origin: SimulationOrigin,
  session: IntradaySession,
  bar: DailyBar,
  stored: readonly DailyBar[],
  closedAt: Date,
): SecurityRow {
  const history = composeSimulatedHistory(origin, stored, bar, TECHNICALS_SESSIONS);
  const change = bar.close - session.previousClose;
  return {
    ...row,
    ...computeTechnicals(history),
    lastPrice: bar.close,
    change: roundTo(change, 4),
    changePct: roundTo((change / session.previousClose) * 100),
    volume: bar.volume,
    open: bar.open,
    dayHigh: bar.high,
    dayLow: bar.low,
    previousClose: session.previousClose,
    marketCap:
      origin.marketCap === null
        ? null
        : Math.round((origin.marketCap * bar.close) / origin.lastPrice),
    asOf: closedAt,
  };
}

/**
 * Closes the simulated `day` (docs/live-market.md#the-simulated-market): every simulated security's
 * session runs to the day's end (the feed's own, for the symbols it follows: the same draws, so
 * the same day), becomes a daily bar, and its row takes the day's quote, a market cap moved with
 * the price and technicals recomputed over its history; then the clock moves to the next trading
 * day. Written in batches, each its own transaction: a close cut short is run again from the
 * day's start after a restart, and its seeded sessions write the same. Returns the next day.
 */
export async function finishSimulatedDay(
  db: Database,
  day: string,
  snapshot: ReadonlyMap<string, Security>,
  followed: ReadonlyMap<string, IntradaySession>,
): Promise<string> {
  const { rows, sessions } = await openSimulatedSessions(db, day, snapshot);
  const closedAt = newYorkInstant(day, sessionPhases(day)[1]!.to);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const stored = await getRecentDailyBars(
      db,
      batch.map((row) => row.symbol),
      TECHNICALS_SESSIONS,
    );
    const bars = [];
    const securities: SecurityRow[] = [];
    for (const row of batch) {
      const origin = simulationOrigin(snapshot, row);
      const session = followed.get(row.symbol) ?? sessions.get(row.symbol);
      if (!origin || !session) continue;
      const bar = intradayBar(advanceIntradaySession(session, DAY_MINUTES));
      bars.push({ symbol: row.symbol, ...bar });
      const history = stored.get(row.symbol) ?? [];
      securities.push(closedRow(row, origin, session, bar, history, closedAt));
    }
    await storeSimulatedDay(db, { bars, securities });
    await new Promise((resolve) => setImmediate(resolve));
  }
  const next = nextTradingDay(day);
  await finishSimulatedClose(db, { closedAt, next: { tradingDay: next, minute: 0 } });
  return next;
}
