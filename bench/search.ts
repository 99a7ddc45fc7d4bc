/**
 * bench/search: `market.search` (docs/product.md#search) timed through tRPC for each kind of query,
 * against a baseline in the same run: the same procedure with index scans switched off for its
 * transaction, i.e. the same ranking found by reading the whole table. At the real universe and
 * at a 10× synthetic copy of it; prints median and p95 per query and the ratio, and at 10× the
 * plan's index use. The aim is a p95 of at most 10 ms at 10×.
 *
 *   npm run bench:search                                   # PGlite in memory
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:search   # PostgreSQL
 */
import { getTableColumns, sql } from "drizzle-orm";
import pino from "pino";
import {
  allCloseMatchesQuery,
  rankMatchQuery,
  searchRanks,
  searchSecurities,
  typoMatchQuery,
} from "@/features/market/server/data/search";
import { createCaller } from "@/server/api/root";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";
import { openBenchDatabase } from "./open-bench-database";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeRuns } from "./time-runs";

requireServerNodeFlags("bench:search");

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
/** Fewer for the baseline: each of its statements reads the whole table, about a second for a typo at 10×. */
const BASELINE_ITERATIONS = Number(process.env.BENCH_BASELINE_ITERATIONS ?? 10);
const queries: Array<[string, string]> = [
  ["exact symbol", "AAPL"],
  ["one letter", "F"],
  ["symbol prefix", "NV"],
  ["name start", "apple"],
  ["name word", "bank"],
  ["common word", "holdings"],
  ["fuzzy typo", "nvidai"],
  ["fuzzy typo", "microsft"],
  ["no match", "qqxzvw"],
];

/** The baseline: the same search with the planner kept off every index, so it reads the whole table. */
function withoutIndexes(db: Database, query: string) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
    );
    return searchSecurities(tx, query, 8);
  });
}

/**
 * The indexes each statement `query` may run reads, from EXPLAIN at the current scale: all close
 * matches at once (when they are few), each rank on its own (when they are many), and the typos.
 */
async function indexesUsed(db: Database, query: string): Promise<string> {
  const ranks = searchRanks(query);
  const statements = [
    ...(ranks.length > 1 ? [["all", allCloseMatchesQuery(db, ranks, 8)] as const] : []),
    ...ranks.map((rank, index) => [`rank ${index + 1}`, rankMatchQuery(db, rank, 8, [])] as const),
    ...(ranks.length > 1 ? [["typo", typoMatchQuery(db, query, 8, [])] as const] : []),
  ];
  const plans: string[] = [];
  for (const [, statement] of statements)
    plans.push(JSON.stringify(await db.execute(sql`explain (format json) ${statement}`)));
  return plans
    .map((plan, index) => {
      const names = [
        ...new Set(
          [...plan.matchAll(/\\?"Index Name\\?":\s*\\?"([^"\\]+)/g)].map((match) => match[1]),
        ),
      ].filter((name) => name !== "security_as_of_idx");
      return `${statements[index]![0]}: ${names.length ? names.join(", ") : "sequential scan"}`;
    })
    .join("; ");
}

const { handle, postgres } = await openBenchDatabase();
const caller = createCaller({
  db: handle.db,
  log: pino({ level: "silent" }),
  requestId: "bench",
  headers: new Headers(),
  session: null,
});
const countRows = async () =>
  Number(
    (
      (await handle.db.execute(sql`select count(*) as n from security`)) as unknown as {
        rows: Array<{ n: string }>;
      }
    ).rows[0]!.n,
  );

console.log(
  `database: ${handle.kind}; ${ITERATIONS} timed runs per query (${BASELINE_ITERATIONS} without indexes) after 3 warm-ups; 8 results`,
);
for (const scale of [1, 10]) {
  if (scale > 1) {
    // Synthetic copies: the same rows under new symbols, so selectivity stays that of the real universe.
    const columns = Object.values(getTableColumns(securities)).map((column) => `"${column.name}"`);
    const copied = columns.map((name) => (name === '"symbol"' ? `symbol || '.X' || n` : name));
    await handle.db.execute(
      sql.raw(
        `insert into security (${columns.join(", ")}) select ${copied.join(", ")} from security, generate_series(1, ${scale - 1}) as n`,
      ),
    );
  }
  // As autovacuum would after a load: the refresh rewrites every row, and the planner needs statistics.
  await handle.db.execute(sql`vacuum analyze security`);
  console.log(`\n${scale}× (${(await countRows()).toLocaleString()} rows)`);
  console.log(`${"query".padEnd(26)}tRPC median      p95 | no-index median      p95 | ratio p95`);
  const p95s: number[] = [];
  // Every query's procedure runs are timed before any baseline: a baseline reads the whole table,
  // and the collection of what it leaves on the heap landed in the next query's timed runs.
  const timed = [];
  for (const [, query] of queries)
    timed.push(await timeRuns(() => caller.market.search({ query }), ITERATIONS));
  for (const [index, [kind, query]] of queries.entries()) {
    const viaTrpc = timed[index]!;
    const baseline = await timeRuns(() => withoutIndexes(handle.db, query), BASELINE_ITERATIONS);
    p95s.push(viaTrpc.p95);
    console.log(
      `${`${kind}: ${query}`.padEnd(26)}${viaTrpc.median.toFixed(2).padStart(8)}${viaTrpc.p95.toFixed(2).padStart(8)} |${baseline.median.toFixed(2).padStart(14)}${baseline.p95.toFixed(2).padStart(9)} | ${(baseline.p95 / viaTrpc.p95).toFixed(1)}× faster`,
    );
  }
  console.log(
    `worst tRPC p95 at ${scale}×: ${Math.max(...p95s).toFixed(2)} ms (aim at 10×: at most 10 ms)`,
  );
  if (scale === 10)
    for (const [kind, query] of queries.slice(1))
      console.log(`plan for ${kind} "${query}": ${await indexesUsed(handle.db, query)}`);
}

await handle.close();
await postgres?.drop();
