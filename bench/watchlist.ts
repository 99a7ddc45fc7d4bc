/**
 * bench/watchlist: opening a 500-symbol watchlist with its quote columns and each symbol's month of
 * closes for its sparkline (docs/product.md#watchlists), as the browser does it, `watchlist.get`
 * through the real tRPC route handler over HTTP with a session cookie, against a baseline in the
 * same run: the same reads (getWatchlist, its two SQL statements and the rows' mapping) called
 * directly on the database. Prints median and p95 of each and their ratio, the cost of the session
 * check, routing, validation and serialisation. Aim: p95 under 20 ms on PostgreSQL, ratio at most 1.5.
 *
 * The list's months are stored history, as with a live provider: a year of daily bars for every
 * quoted security, appended day by day as refreshes append them (so one symbol's recent bars lie
 * on as many table pages as days). BENCH_HISTORY=simulated keeps the snapshot's simulated history
 * instead, which is made per request rather than read.
 *
 *   npm run bench:watchlist                                                       # PGlite in memory
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:watchlist   # PostgreSQL
 */
import { desc, isNotNull, sql } from "drizzle-orm";
import { timeRuns } from "./time-runs";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SYMBOLS = 500;
const STORED_HISTORY = process.env.BENCH_HISTORY !== "simulated";

// Settings are read when @/env loads, so they are set before the server modules are imported.
process.env.AUTH_SECRET ??= "bench-only-secret-of-at-least-thirty-two-characters";
process.env.LOG_LEVEL = "warn";
const { createPostgresTestDatabase } = await import("../tests/integration/test-databases");
const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresTestDatabase() : null;
const { createDatabase } = await import("@/server/db/create-database");
const { refreshMarketData } = await import("@/features/market/server/refresh-market-data");
const { createSnapshotProvider } = await import("@/features/market/server/snapshot-provider");
const { createTrpcRequestHandler } = await import("@/server/api/handle-trpc-request");
const { chartRanges } = await import("@/features/market/chart-ranges");
const { getWatchlist } = await import("@/features/watchlist/server/data");
const { createWatchlist, addSymbols } = await import("@/features/watchlist/server/mutations");
const { securities, users } = await import("@/server/db/schema");
const { sessionCookie, requestHeaders } = await import("../tests/integration/auth-helpers");
const { serveFetchHandler } = await import("../tests/integration/serve-fetch-handler");

const handle = postgres ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 4 }) : createDatabase({ kind: "pglite", dataDir: "memory://" });
await handle.migrate();
await refreshMarketData(handle.db, createSnapshotProvider());
if (STORED_HISTORY) {
  // A year of weekdays to the snapshot's day, day by day. Prices in cents as Yahoo's come, through a
  // 32-bit float (182.1 arrives as 182.10000610351562).
  await handle.db.execute(sql`
    insert into daily_bar (symbol, date, open, high, low, close, volume)
    select s.symbol, d.day::date, p.close, p.close * 1.01, p.close * 0.99, p.close, 1000000
    from generate_series(date '2021-02-26' - 364, date '2021-02-26', interval '1 day') as d(day)
    cross join security s
    cross join lateral (select round((s.last_price * (1 + 0.1 * sin(hashtext(s.symbol) + extract(epoch from d.day) / 432000.0)))::numeric, 2)::float4::float8 as close) p
    where extract(isodow from d.day) < 6 and s.last_price > 0
    order by d.day, s.symbol`);
  await handle.db.execute(sql`update security set history_simulated = false where last_price > 0`);
}
await handle.db.execute(sql`vacuum analyze`);

// A Pro member (500 symbols per list) with the 500 largest companies in one list.
const [user] = await handle.db.insert(users).values({ email: "bench@example.com", type: "authenticated" }).returning({ id: users.id });
const userId = user!.id;
const list = await createWatchlist(handle.db, userId, "Large caps", () => undefined);
const largest = await handle.db.select({ symbol: securities.symbol }).from(securities).where(isNotNull(securities.marketCap)).orderBy(desc(securities.marketCap)).limit(SYMBOLS);
await addSymbols(handle.db, { userId, watchlistId: list.id }, largest.map((row) => row.symbol), () => undefined);

const server = await serveFetchHandler(createTrpcRequestHandler({ getDb: () => handle.db }), { record: false });
const headers = requestHeaders("127.0.0.1", await sessionCookie({ id: userId, type: "authenticated" }));
const url = `${server.origin}/api/trpc/watchlist.get?input=${encodeURIComponent(JSON.stringify({ json: { id: list.id } }))}`;
async function viaHttp() {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`watchlist.get answered ${response.status}: ${await response.text()}`);
  return response.text();
}
const answer = (JSON.parse(await viaHttp()) as { result: { data: { json: { rows: { monthCloses: string }[] } } } }).result.data.json.rows;
const rows = answer.length;
// A bench whose rows came without their months would time the wrong thing.
const withMonth = answer.filter((row) => row.monthCloses.split(",").length === chartRanges["1M"]).length;
if (withMonth !== rows) throw new Error(`only ${withMonth} of ${rows} rows came with a month of closes`);

const http = await timeRuns(viaHttp, ITERATIONS);
const direct = await timeRuns(() => getWatchlist(handle.db, userId, list.id), ITERATIONS);
console.log(`database: ${handle.kind}; a ${rows}-symbol list with ${STORED_HISTORY ? "stored" : "simulated"} history; ${ITERATIONS} timed runs each after 3 warm-ups`);
console.log(`watchlist.get over HTTP  median ${http.median.toFixed(2)} ms, p95 ${http.p95.toFixed(2)} ms`);
console.log(`same SQL, called direct  median ${direct.median.toFixed(2)} ms, p95 ${direct.p95.toFixed(2)} ms`);
console.log(`ratio (HTTP / direct)    median ×${(http.median / direct.median).toFixed(2)}, p95 ×${(http.p95 / direct.p95).toFixed(2)} (aim: p95 under 20 ms on PostgreSQL, ratio at most 1.5)`);

await server.close();
await handle.close();
await postgres?.drop();
