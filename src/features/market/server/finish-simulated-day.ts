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
import { closeDayInBatches } from "./close-day-in-batches";
import { finishSimulatedClose, type SecurityRow, storeSimulatedDay } from "./mutations";
import { openSimulatedSessions } from "./open-simulated-sessions";
import { TECHNICALS_SESSIONS } from "./refresh-market-data";

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
  await closeDayInBatches(
    db,
    rows,
    (row, stored) => {
      const origin = simulationOrigin(snapshot, row);
      const session = followed.get(row.symbol) ?? sessions.get(row.symbol);
      if (!origin || !session) return null;
      const bar = intradayBar(advanceIntradaySession(session, DAY_MINUTES));
      return { bar, row: closedRow(row, origin, session, bar, stored, closedAt) };
    },
    (tx, batch) => storeSimulatedDay(tx, { bars: batch.bars, securities: batch.rows }),
  );
  const next = nextTradingDay(day);
  await finishSimulatedClose(db, { closedAt, next: { tradingDay: next, minute: 0 } });
  return next;
}
