import "server-only";
import type { Database } from "@/server/db/create-database";
import { composeSimulatedHistory } from "../compose-simulated-history";
import { computeTechnicals } from "../compute-technicals";
import { newYorkInstant, nextTradingDay, sessionPhases } from "../market-session";
import type { Security } from "../parse-listing-row";
import { roundTo } from "../round-to";
import { advanceIntradaySession, DAY_MINUTES } from "../simulated-session/advance-intraday-session";
import { intradayBar } from "../simulated-session/intraday-bar";
import type { IntradaySession } from "../simulated-session/intraday-session";
import { getRecentDailyBars } from "./data";
import { closeSimulatedDay, type SecurityRow } from "./mutations";
import { openSimulatedSessions } from "./open-simulated-sessions";
import { TECHNICALS_SESSIONS } from "./refresh-market-data";

/**
 * Closes the simulated `day` (docs/live-market.md#the-simulated-market): every simulated security's
 * session runs to the day's end (the feed's own, for the symbols it follows: the same draws, so
 * the same day), becomes a daily bar, and its row takes the day's quote, a market cap moved with
 * the price and technicals recomputed over its history; then the clock moves to the next trading
 * day. Returns that day.
 */
export async function finishSimulatedDay(
  db: Database,
  day: string,
  snapshot: ReadonlyMap<string, Security>,
  followed: ReadonlyMap<string, IntradaySession>,
): Promise<string> {
  const { rows, sessions } = await openSimulatedSessions(db, day, snapshot);
  const stored = await getRecentDailyBars(
    db,
    rows.map((row) => row.symbol),
    TECHNICALS_SESSIONS,
  );
  const closedAt = newYorkInstant(day, sessionPhases(day)[1]!.to);
  const bars = [];
  const securities: SecurityRow[] = [];
  for (const row of rows) {
    const origin = snapshot.get(row.symbol);
    const session = followed.get(row.symbol) ?? sessions.get(row.symbol);
    if (!origin?.lastPrice || !session) continue;
    const bar = intradayBar(advanceIntradaySession(session, DAY_MINUTES));
    bars.push({ symbol: row.symbol, ...bar });
    const history = composeSimulatedHistory(
      { ...origin, lastPrice: origin.lastPrice },
      stored.get(row.symbol) ?? [],
      bar,
      TECHNICALS_SESSIONS,
    );
    const change = bar.close - session.previousClose;
    securities.push({
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
    });
  }
  const next = nextTradingDay(day);
  await closeSimulatedDay(db, {
    bars,
    securities,
    closedAt,
    next: { tradingDay: next, minute: 0 },
  });
  return next;
}
