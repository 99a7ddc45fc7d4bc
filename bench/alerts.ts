/**
 * bench/alerts: the alert evaluator (docs/alerts.md#evaluator-performance) on 100,000 active alerts
 * of every kind and scope, all through the app's own parts. Printed:
 * - a whole-universe batch of quote updates judged as the evaluator judges one (read the quotes past
 *   the last seq, judge them against the alerts indexed by symbol, write states and triggers in one
 *   statement): median and p95 over runs, its in-memory part and its write apart, against a bare SQL
 *   scan of the same alert rows in the same run; and the index's load;
 * - a quote update, through the quote writer (its flush and NOTIFY) to the running evaluator, to
 *   its trigger row handed to delivery, its in-app notification at the node's hub and its mail
 *   queued: median and p95. No assertions.
 *
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:alerts   # PostgreSQL
 *   npm run bench:alerts                                                      # PGlite
 *   BENCH_ALERTS=100000 BENCH_RUNS=15 BENCH_TRADES=20
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { quantiles } from "./quantiles";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { seedAlerts } from "./seed-alerts";
import { universeBatch } from "./universe-batch";

requireServerNodeFlags("bench:alerts");

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TRADES = Number(process.env.BENCH_TRADES ?? 20);

process.env.LOG_LEVEL = "warn";
const { createPostgresTestDatabase } = await import("../tests/integration/test-databases");
const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresTestDatabase() : null;
const { createDatabase } = await import("@/server/db/create-database");
const { refreshMarketData } = await import("@/features/market/server/refresh-market-data");
const { createSnapshotProvider } = await import("@/features/market/server/snapshot-provider");
const { listQuotesAfter, readLastQuoteSeq } = await import("@/features/market/server/data/quotes");
const { writeQuotes } = await import("@/features/market/server/mutations/write-quotes");
const { recordMarketFeed } = await import("@/features/market/server/mutations/market-feed-state");
const { loadAlertIndex } = await import("@/features/alerts/server/evaluate/load-alert-index");
const { evaluateBatch } = await import("@/features/alerts/server/evaluate/evaluate-batch");
const { recordTriggers } = await import("@/features/alerts/server/mutations/record-triggers");
const { readTickedUniverse } = await import("./read-ticked-universe");
const { timeAlertLatency } = await import("./time-alert-latency");

const node = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 10 })
  : createDatabase({ kind: "pglite", dataDir: "memory://" });
await node.migrate();
await refreshMarketData(node.db, createSnapshotProvider());
await recordMarketFeed(node.db, { source: "simulated", freshness: { kind: "simulated" } });
const universe = await readTickedUniverse(node.db);
const seeded = await seedAlerts(node.db, universe, ALERTS);
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(1))
    .join(" ");
console.log(
  `database: ${postgres ? "PostgreSQL" : "PGlite in memory"}; ${universe.length} listed symbols; ${seeded.alerts} active alerts (${seeded.watchlistAlerts} of watchlists: ${seeded.watches} alert × symbol watches); ${RUNS} runs after 2 warm-ups; load average ${load()}`,
);

const loadStarted = performance.now();
const index = await loadAlertIndex(node.db);
const loadMs = performance.now() - loadStarted;
const previous = new Map();
let seq = await readLastQuoteSeq(node.db);
const minute = 60_000;
let at = Date.parse("2021-03-02T14:35:00Z");
const samples = {
  total: [] as number[],
  judge: [] as number[],
  write: [] as number[],
  scan: [] as number[],
};
let fired = 0;
for (let run = -2; run < RUNS; run += 1) {
  at += minute;
  const quotes = universeBatch(universe, new Date(at));
  await writeQuotes(node.db, quotes);
  const started = performance.now();
  const rows = await listQuotesAfter(node.db, seq, 10_000);
  seq = rows.at(-1)?.seq ?? seq;
  const judgeStarted = performance.now();
  const batch = evaluateBatch(
    rows.map((row) => ({ ...row, asOf: new Date(row.asOf) })),
    index,
    previous,
  );
  const judged = performance.now();
  const recorded = batch.firings.map((one) => ({ ...one, quoteSource: "Simulated market" }));
  const ids = await recordTriggers(node.db, recorded, batch.changes);
  const done = performance.now();
  const scanStarted = performance.now();
  await node.db.execute(
    sql`select id, user_id, kind, scope, symbol, watchlist_id, params, frequency, extended_hours from alert where status = 'active'`,
  );
  const scanned = performance.now();
  if (run < 0) continue;
  fired += ids.length;
  samples.total.push(done - started);
  samples.judge.push(judged - judgeStarted);
  samples.write.push(done - judged);
  samples.scan.push(scanned - scanStarted);
}
const ms = (values: number[]) => {
  const { median, p95 } = quantiles(values);
  return `${median.toFixed(1)} / ${p95.toFixed(1)}`;
};
console.log(`\nindex load (alerts, members, facts, states): ${loadMs.toFixed(0)} ms`);
console.log(
  `whole-universe batch, ms (median / p95), ${fired} triggers written over ${RUNS} runs:`,
);
console.log(`  read + judge + write     ${ms(samples.total)}`);
console.log(`  judge in memory          ${ms(samples.judge)}`);
console.log(`  write (one statement)    ${ms(samples.write)}`);
console.log(`  bare SQL scan of the alert rows  ${ms(samples.scan)}`);

const latency = await timeAlertLatency(node, universe, TRADES);
const pair = (figures: { median: number; p95: number }) =>
  `${figures.median.toFixed(1)} / ${figures.p95.toFixed(1)}`;
console.log(
  `\nquote update → …, ms (median / p95) over ${TRADES} trades (load average ${load()}):`,
);
console.log(`  trigger row handed to delivery      ${pair(latency.trigger)}`);
console.log(`  in-app notification at the node's hub ${pair(latency.inApp)}`);
console.log(`  mail queued (job on the queue)      ${pair(latency.mailQueued)}`);
await node.close();
await postgres?.drop();
