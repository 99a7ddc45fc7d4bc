/**
 * bench/screener: ten representative screens (one filter to eight, with sorting), timed through
 * tRPC (the app's procedure: validation, plan check, logging, the query) against the same SQL run
 * directly, in the same run, at the real universe and at 10× and 100× synthetic copies of it.
 * Prints median and p95 per screen and scale, and the ratios.
 *
 *   npm run bench:screener                                   # PGlite in memory: 1× and 10×
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:screener   # PostgreSQL: 1×, 10×, 100×
 */
import { randomUUID } from "node:crypto";
import { getTableColumns, sql } from "drizzle-orm";
import pino from "pino";
import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import type { ScreenRequest } from "@/features/screener/screen-filter";
import { screenQuery } from "@/features/screener/server/data";
import { createCaller } from "@/server/api/root";
import { createDatabase } from "@/server/db/create-database";
import { securities, users } from "@/server/db/schema";
import { createPostgresTestDatabase } from "../tests/integration/test-databases";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeRuns } from "./time-runs";

requireServerNodeFlags("bench:screener");

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const sort = (column: ScreenRequest["sort"]["column"], direction: "asc" | "desc" = "desc") => ({
  column,
  direction,
});
const screens: Array<[string, Omit<ScreenRequest, "page" | "pageSize">]> = [
  ["1 filter: sector", { filter: { sectors: ["Technology"] }, sort: sort("marketCap") }],
  ["1 filter: search", { filter: { search: "bank" }, sort: sort("symbol", "asc") }],
  [
    "2: mega caps by change",
    { filter: { marketCapBands: ["mega"], changePct: { min: 0 } }, sort: sort("changePct") },
  ],
  [
    "2: most active > $5",
    { filter: { price: { min: 5 }, volume: { min: 1_000_000 } }, sort: sort("volume") },
  ],
  [
    "3: unusual volume",
    {
      filter: { price: { min: 1 }, volume: { min: 100_000 }, relVolume: { min: 2 } },
      sort: sort("relVolume"),
    },
  ],
  [
    "4: small-cap momentum",
    {
      filter: {
        marketCapBands: ["small"],
        perf1m: { min: 10 },
        price: { min: 2 },
        sma: { sma50: "above" },
      },
      sort: sort("perf1m"),
    },
  ],
  [
    "5: oversold large caps",
    {
      filter: {
        marketCapBands: ["large", "mega"],
        rsi: "oversold",
        price: { min: 10 },
        volume: { min: 500_000 },
        countries: ["United States"],
      },
      sort: sort("rsi14", "asc"),
    },
  ],
  [
    "6: near 52W high tech",
    {
      filter: {
        sectors: ["Technology"],
        fromHigh52w: { min: -5 },
        perf3m: { min: 0 },
        price: { min: 5 },
        volume: { min: 200_000 },
        sma: { sma200: "above" },
      },
      sort: sort("perfYtd"),
    },
  ],
  [
    "7: health-care value",
    {
      filter: {
        sectors: ["Health Care"],
        marketCapBands: ["mid", "large"],
        perf1y: { max: 0 },
        rsi: "neutral",
        price: { min: 5, max: 100 },
        changePct: { min: -5, max: 5 },
        volume: { min: 100_000 },
      },
      sort: sort("marketCap"),
    },
  ],
  [
    "8 filters combined",
    {
      filter: {
        sectors: ["Technology", "Health Care"],
        marketCapBands: ["mid", "large"],
        price: { min: 5 },
        changePct: { min: -2 },
        perf3m: { min: -20 },
        sma: { sma20: "above" },
        rsi: "neutral",
        volume: { min: 100_000 },
      },
      sort: sort("changePct"),
    },
  ],
];

const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresTestDatabase() : null;
const handle = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 4 })
  : createDatabase({ kind: "pglite", dataDir: "memory://" });
await handle.migrate();
await refreshMarketData(handle.db, createSnapshotProvider());
const base = Number(
  (
    (await handle.db.execute(sql`select count(*) as n from security`)) as unknown as {
      rows: Array<{ n: string }>;
    }
  ).rows[0]!.n,
);

// A premium user, so the technical filters run through the same plan check a subscriber's do.
const [user] = await handle.db
  .insert(users)
  .values({ email: `bench-${randomUUID()}@example.com`, type: "authenticated" })
  .returning({ id: users.id });
await handle.db.execute(
  sql`insert into subscription (user_id, provider, external_id, plan_id, interval, status, current_period_end, state_at) values (${user!.id}, 'local', 'bench', 'premium', 'month', 'active', now() + interval '30 days', now())`,
);
const caller = createCaller({
  db: handle.db,
  log: pino({ level: "silent" }),
  requestId: "bench",
  headers: new Headers(),
  session: { user: { id: user!.id, type: "authenticated" } },
});

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
  for (const [name, screen] of screens) {
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
