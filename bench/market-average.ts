/**
 * bench/market-average: how long the chart's market average (docs/product.md#stock-page-chart)
 * takes to work out cold, per range, from simulated history (the bundled 2021 listing, as the
 * demo serves it) and from stored bars (the same 500 largest given BENCH_YEARS, 6 unless told,
 * of synthetic daily bars, as a live provider stores them), next to one symbol's chart of the
 * same range (`market.dailyBars`' read) in the same run. Then the answer kept: what every later
 * chart of that range and day pays.
 *
 *   npm run bench:market-average                                               # PGlite in memory
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:market-average   # PostgreSQL
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { ChartRange } from "@/features/market/chart-ranges";
import { chartRanges } from "@/features/market/chart-ranges";
import { MARKET_AVERAGE_SESSIONS, MARKET_AVERAGE_SIZE } from "@/features/market/market-average";
import {
  lastClosedTradingDay,
  newYorkClock,
  tradingDaysEndingOn,
} from "@/features/market/market-session";
import { getRecentDailyBars, getSecurity } from "@/features/market/server/data";
import { listLargestStocks } from "@/features/market/server/data/largest-stocks";
import { getStoredAverageChanges } from "@/features/market/server/data/stored-average-changes";
import { readMarketAverage } from "@/features/market/server/read-market-average";
import { simulatedAverageChanges } from "@/features/market/server/simulated-average-changes";
import { simulatedChartBars } from "@/features/market/server/simulated-chart-bars";
import { SNAPSHOT_SOURCE } from "@/features/market/snapshot-source";
import type { Database } from "@/server/db/create-database";
import { insertJson } from "./insert-json";
import { openBenchDatabase } from "./open-bench-database";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeRuns } from "./time-runs";

requireServerNodeFlags("bench:market-average");

const YEARS = Number(process.env.BENCH_YEARS ?? 6);
const RANGES: ChartRange[] = ["1M", "1Y", "5Y", "All"];
const { handle, postgres } = await openBenchDatabase();
const { db } = handle;

const timeOnce = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};
const ms = (value: number) => value.toFixed(0);

/**
 * One row per range: working its days out from nothing (the first chart of a range after a start),
 * the answer kept (every later chart that day), and one symbol's chart of the range.
 */
async function measure(
  label: string,
  work: (after: string, through: string) => Promise<unknown>,
  through: string,
  oneChart: (range: ChartRange) => Promise<unknown>,
) {
  console.log(
    `\n${label}\n| range | sessions | from nothing ms | kept median ms | one symbol's chart median ms |`,
  );
  console.log(
    "| ----- | -------: | --------------: | -------------: | ---------------------------: |",
  );
  for (const range of RANGES) {
    const sessions = Math.min(chartRanges[range], MARKET_AVERAGE_SESSIONS);
    const [after = through] = tradingDaysEndingOn(through, sessions + 1);
    const cold = await timeOnce(() => work(after, through));
    await readMarketAverage(db, range);
    const kept = await timeRuns(() => readMarketAverage(db, range), 10, 1);
    const chart = await timeRuns(() => oneChart(range), 10, 1);
    const { bars } = await readMarketAverage(db, range);
    console.log(
      `| ${range} | ${bars.length} | ${ms(cold)} | ${ms(kept.median)} | ${ms(chart.median)} |`,
    );
  }
}

/** The largest stocks with their shares, as the average takes them. */
const constituents = async () =>
  (await listLargestStocks(db, MARKET_AVERAGE_SIZE)).map((row) => ({
    ...row,
    shares: row.marketCap / row.lastPrice,
  }));

/** Every one of the 500 largest given `YEARS` of daily bars ending on the last closed day, real history now. */
async function storeHistory(database: Database) {
  const largest = await listLargestStocks(database, MARKET_AVERAGE_SIZE);
  const days = tradingDaysEndingOn(lastClosedTradingDay(new Date()), YEARS * 252);
  for (const [n, { symbol, lastPrice }] of largest.entries()) {
    let close = lastPrice;
    const bars = days.map((date, i) => {
      close *= 1 + 0.02 * Math.sin(i * 0.7 + n);
      return { symbol, date, open: close, high: close, low: close, close, volume: 1_000 };
    });
    await insertJson(
      database,
      "daily_bar",
      {
        symbol: "text",
        date: "date",
        open: "float8",
        high: "float8",
        low: "float8",
        close: "float8",
        volume: "int8",
      },
      bars,
    );
  }
  await database.execute(sql`update security set history_simulated = false, as_of = now()
    where symbol in (${sql.join(
      largest.map((row) => sql`${row.symbol}`),
      sql`, `,
    )})`);
  await database.execute(sql`analyze daily_bar`);
}

const apple = (await getSecurity(db, "AAPL"))!;
console.log(`database: ${handle.kind}`);
const simulated = await constituents();
await measure(
  "Simulated history (the bundled listing, the simulator not run yet)",
  (after, through) => simulatedAverageChanges(db, simulated, { after, through, closed: through }),
  newYorkClock(SNAPSHOT_SOURCE.asOf).day,
  (range) => simulatedChartBars(db, apple, chartRanges[range]),
);
const started = performance.now();
await storeHistory(db);
console.log(
  `\nstored ${YEARS} years of bars for the ${MARKET_AVERAGE_SIZE} largest in ${ms(performance.now() - started)} ms`,
);
const stored = await constituents();
await measure(
  `Stored bars (${YEARS} years each)`,
  (after, through) => getStoredAverageChanges(db, stored, after, through),
  lastClosedTradingDay(new Date()),
  (range) => getRecentDailyBars(db, ["AAPL"], chartRanges[range]),
);
await handle.close();
await postgres?.drop();
