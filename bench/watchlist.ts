/**
 * bench/watchlist: opening a 500-symbol watchlist with its quote columns and each symbol's month of
 * closes for its sparkline (docs/product.md#watchlists), as the browser does it, `watchlist.get`
 * through the real tRPC route handler over HTTP with a session cookie, against a baseline in the
 * same run: the same reads (getWatchlist, its two SQL statements and the rows' mapping) called
 * directly on the database. Prints median and p95 of each and their ratio, the cost of the session
 * check, routing, validation and serialisation. Aim: p95 under 20 ms on PostgreSQL, ratio at most 1.5.
 *
 * Each symbol's month is the one the market refresh stores with its quote (the same read whether
 * the history behind it is real or the snapshot's simulated one).
 *
 *   npm run bench:watchlist                                                       # PGlite in memory
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:watchlist   # PostgreSQL
 */
import { desc, isNotNull, sql } from "drizzle-orm";
import { timeRuns } from "./time-runs";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SYMBOLS = 500;

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
const { wireTransformer } = await import("@/lib/trpc/wire-transformer");

const handle = postgres ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 4 }) : createDatabase({ kind: "pglite", dataDir: "memory://" });
await handle.migrate();
await refreshMarketData(handle.db, createSnapshotProvider());
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
// The encodings a browser takes (Chromium's list): the answer is compressed as the app's own client gets it.
const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };
async function viaHttp() {
  const response = await fetch(url, { headers: { ...headers, ...browserEncodings } });
  if (!response.ok) throw new Error(`watchlist.get answered ${response.status}: ${await response.text()}`);
  return response.text();
}
// Read as the app's client reads it: the answer's rows travel packed (src/lib/trpc/pack-rows.ts).
const answer = (wireTransformer.output.deserialize((JSON.parse(await viaHttp()) as { result: { data: unknown } }).result.data) as { rows: { monthCloses: string }[] }).rows;
const rows = answer.length;
// A bench whose rows came without their months would time the wrong thing.
const withMonth = answer.filter((row) => row.monthCloses.split(",").length === chartRanges["1M"]).length;
if (withMonth !== rows) throw new Error(`only ${withMonth} of ${rows} rows came with a month of closes`);

const http = await timeRuns(viaHttp, ITERATIONS);
const direct = await timeRuns(() => getWatchlist(handle.db, userId, list.id), ITERATIONS);
console.log(`database: ${handle.kind}; a ${rows}-symbol list; ${ITERATIONS} timed runs each after 3 warm-ups`);
console.log(`watchlist.get over HTTP  median ${http.median.toFixed(2)} ms, p95 ${http.p95.toFixed(2)} ms`);
console.log(`same SQL, called direct  median ${direct.median.toFixed(2)} ms, p95 ${direct.p95.toFixed(2)} ms`);
console.log(`ratio (HTTP / direct)    median ×${(http.median / direct.median).toFixed(2)}, p95 ×${(http.p95 / direct.p95).toFixed(2)} (aim: p95 under 20 ms on PostgreSQL, ratio at most 1.5)`);

await server.close();
await handle.close();
await postgres?.drop();
