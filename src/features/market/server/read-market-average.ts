import "server-only";
import type { Database } from "@/server/db/create-database";
import { chainDailyChanges } from "../chain-daily-changes";
import { type ChartRange, chartRanges } from "../chart-ranges";
import { MARKET_AVERAGE_SESSIONS, MARKET_AVERAGE_SIZE } from "../market-average";
import {
  lastClosedTradingDay,
  newYorkClock,
  previousTradingDay,
  tradingDaysEndingOn,
} from "../market-session";
import { SNAPSHOT_SOURCE } from "../snapshot-source";
import { yearToDate } from "../year-to-date";
import { getSimulatorClock } from "./data";
import { listLargestStocks } from "./data/largest-stocks";
import { getNewestBarDay } from "./data/newest-bar-day";
import { getStoredAverageChanges } from "./data/stored-average-changes";
import { keptAverageDays } from "./kept-average-days";
import { simulatedAverageChanges } from "./simulated-average-changes";

/** The simulated market's last closed day: the one before its clock's, the snapshot's before it first ran. */
async function lastSimulatedDay(db: Database): Promise<string> {
  const clock = await getSimulatorClock(db);
  return clock ? previousTradingDay(clock.tradingDay) : newYorkClock(SNAPSHOT_SOURCE.asOf).day;
}

/**
 * The market average over a daily range (docs/product.md#stock-page-chart): the 500 largest
 * listed common stocks' market-cap-weighted daily change (average-daily-changes.ts) chained into
 * a line over the range's closed sessions, five years at most. Its constituents are those with
 * real history when a live provider stored some (the others wait for theirs), else the simulated
 * market's; `simulated` says which. The days are kept in memory (kept-average-days.ts).
 */
export async function readMarketAverage(db: Database, range: ChartRange) {
  const largest = await listLargestStocks(db, MARKET_AVERAGE_SIZE);
  const real = largest.filter((row) => !row.historySimulated);
  const simulated = real.length === 0;
  const constituents = (simulated ? largest : real).map((row) => ({
    ...row,
    shares: row.marketCap / row.lastPrice,
  }));
  const symbols = constituents.map((row) => row.symbol);
  const through = simulated ? await lastSimulatedDay(db) : lastClosedTradingDay(new Date());
  // Stored bars: the newest day's, counted, so a day close is taken once all of it is in.
  const newest = simulated ? null : await getNewestBarDay(db, symbols, through);
  const sessions = Math.min(chartRanges[range], MARKET_AVERAGE_SESSIONS);
  const [after = through] = tradingDaysEndingOn(through, sessions + 1);
  const days = await keptAverageDays(
    db,
    {
      basis: `${simulated ? "simulated" : "stored"} ${symbols.length}`,
      version: `${through} ${newest?.date} ${newest?.count}`,
      after,
      through,
    },
    (from, to) =>
      simulated
        ? simulatedAverageChanges(db, constituents, { after: from, through: to, closed: through })
        : getStoredAverageChanges(
            db,
            constituents.map(({ symbol, shares }) => ({ symbol, shares })),
            from,
            to,
          ),
  );
  const line = chainDailyChanges(days);
  // YTD asks a year's sessions and keeps the current year's, as market.dailyBars does.
  return {
    simulated,
    constituents: symbols.length,
    bars: range === "YTD" ? yearToDate(line) : line,
  };
}
