/**
 * bench/screener: ten representative screens (one filter to eight, with sorting), timed through
 * tRPC (the app's procedure: validation, plan check, logging, the query) against the same SQL run
 * directly, in the same run, at the real universe and at 10× and 100× synthetic copies of it.
 * Prints median and p95 per screen and scale, and the ratios.
 *
 *   npm run bench:screener                                   # PGlite in memory: 1× and 10×
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:screener   # PostgreSQL: 1×, 10×, 100×
 */
import { getTableColumns, sql } from "drizzle-orm";
import { screenQuery } from "@/features/screener/server/data";
import { securities } from "@/server/db/schema";
import { createPremiumCaller } from "./create-premium-caller";
import { openBenchDatabase } from "./open-bench-database";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { screenerScreens } from "./screener-screens";
import { timeRuns } from "./time-runs";

requireServerNodeFlags("bench:screener");

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const { handle, postgres } = await openBenchDatabase();
const base = Number(
  (
    (await handle.db.execute(sql`select count(*) as n from security`)) as unknown as {
      rows: Array<{ n: string }>;
    }
  ).rows[0]!.n,
);

const caller = await createPremiumCaller(handle.db);

const scales = postgres ? [1, 10, 100] : [1, 10];
console.log(
  `database: ${handle.kind}; universe ${base} securities; ${ITERATIONS} timed runs per screen after 3 warm-ups; page of 50`,
);
let copies = 1;
for (const scale of scales) {
  // Synthetic copies: the same rows under new symbols, so selectivity stays that of the real universe.
  if (scale > copies) {
    const columns = Object.values(getTableColumns(securities)).map((column) => `"${column.name}"`);
    const copied = columns.map((name) => (name === '"symbol"' ? `symbol || '.X' || n` : name));
    await handle.db.execute(
      sql.raw(
        `insert into security (${columns.join(", ")}) select ${copied.join(", ")} from security, generate_series(${copies}, ${scale - 1}) as n where symbol not like '%.X%'`,
      ),
    );
    await handle.db.execute(sql`analyze security`);
    copies = scale;
  }
  const rows = Number(
    (
      (await handle.db.execute(sql`select count(*) as n from security`)) as unknown as {
        rows: Array<{ n: string }>;
      }
    ).rows[0]!.n,
  );
  console.log(`\n${scale}× (${rows.toLocaleString()} rows)`);
  console.log("screen".padEnd(26) + "tRPC median  p95 | SQL median  p95 | ratio p95");
  const p95s: number[] = [];
  for (const [name, screen] of screenerScreens) {
    const request = { ...screen, page: 1, pageSize: 50 as const };
    const viaTrpc = await timeRuns(() => caller.screener.run(request), ITERATIONS);
    const direct = await timeRuns(() => screenQuery(handle.db, request), ITERATIONS);
    p95s.push(viaTrpc.p95);
    console.log(
      `${name.padEnd(26)}${viaTrpc.median.toFixed(1).padStart(8)}${viaTrpc.p95.toFixed(1).padStart(6)} |${direct.median.toFixed(1).padStart(8)}${direct.p95.toFixed(1).padStart(6)} | ${(viaTrpc.p95 / direct.p95).toFixed(2)}`,
    );
  }
  console.log(
    `worst tRPC p95 at ${scale}×: ${Math.max(...p95s).toFixed(1)} ms (aim at 1× on PostgreSQL: under 50 ms)`,
  );
}

await handle.close();
await postgres?.drop();
