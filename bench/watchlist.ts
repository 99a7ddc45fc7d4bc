/**
 * bench/watchlist: opening a 500-symbol watchlist with its quote columns and each symbol's month of
 * closes for its sparkline (docs/product.md#watchlists), as the browser does it, `watchlist.get`
 * through the real tRPC route handler over HTTP with a session cookie: what the browser waits for.
 * For reference, the same reads (getWatchlist, its two SQL statements and the rows' mapping)
 * called directly on the database in the same run. Prints median and p95 of each, then the medians
 * of the steps the HTTP path adds (session check, serialising, compressing), each timed alone.
 * Aim: p95 under 20 ms on PostgreSQL. The time from a click to the painted list is
 * bench/interaction's.
 *
 * Each symbol's month is the one the market refresh stores with its quote (the same read whether
 * the history behind it is real or the snapshot's simulated one).
 *
 *   npm run bench:watchlist                                                       # PGlite in memory
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:watchlist   # PostgreSQL
 */
import { Agent } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { desc, isNotNull, sql } from "drizzle-orm";
import superjson, { type SuperJSONResult } from "superjson";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeRuns } from "./time-runs";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SYMBOLS = 500;
/**
 * Untimed runs of each path first: a server answers a list many times a day, so both are timed with
 * their code optimised and their heap grown, as they run once the server has been up a while. With
 * 3, the HTTP path was still getting faster 600 calls in (14.8 → 8.9 ms median by blocks of 100).
 */
const WARM_UPS = 300;

requireServerNodeFlags("bench:watchlist");

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
const { requestRaw } = await import("../tests/request-raw");
const { readSession } = await import("@/features/auth/server/read-session");
const { compressAnswer } = await import("@/server/http/compress-answer");

const handle = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 4 })
  : createDatabase({ kind: "pglite", dataDir: "memory://" });
await handle.migrate();
await refreshMarketData(handle.db, createSnapshotProvider());
await handle.db.execute(sql`vacuum analyze`);

// A Pro member (500 symbols per list) with the 500 largest companies in one list.
const [user] = await handle.db
  .insert(users)
  .values({ email: "bench@example.com", type: "authenticated" })
  .returning({ id: users.id });
const userId = user!.id;
const list = await createWatchlist(handle.db, userId, "Large caps", () => undefined);
const largest = await handle.db
  .select({ symbol: securities.symbol })
  .from(securities)
  .where(isNotNull(securities.marketCap))
  .orderBy(desc(securities.marketCap))
  .limit(SYMBOLS);
await addSymbols(
  handle.db,
  { userId, watchlistId: list.id },
  largest.map((row) => row.symbol),
  { limit: null, refuse: () => undefined },
);

const server = await serveFetchHandler(createTrpcRequestHandler({ getDb: () => handle.db }), {
  record: false,
});
const headers = requestHeaders(
  "127.0.0.1",
  await sessionCookie({ id: userId, type: "authenticated" }),
);
const url = `${server.origin}/api/trpc/watchlist.get?input=${encodeURIComponent(JSON.stringify({ json: { id: list.id } }))}`;
// The encodings a browser takes (Chromium's list): the answer is compressed as the app's own client gets it.
const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };
const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
/**
 * The answer as a browser gets it: one kept-alive connection, the whole body decoded in one pass and
 * read as text. Through node:http rather than Node's `fetch`: undici's fetch decodes each chunk on
 * libuv's thread pool and builds its web streams on the server's own thread, 3 ms of every call
 * (median, steady state, on the hardware of bench/README.md) that is the client's and that no
 * browser spends on the server.
 */
async function viaHttp(from = url): Promise<string> {
  const answer = await requestRaw(from, { ...headers, ...browserEncodings }, { agent: keptAlive });
  const encoding = answer.headers["content-encoding"];
  const text = (
    encoding === "br"
      ? brotliDecompressSync(answer.body)
      : encoding === "gzip"
        ? gunzipSync(answer.body)
        : answer.body
  ).toString("utf8");
  if (answer.status !== 200) throw new Error(`watchlist.get answered ${answer.status}: ${text}`);
  return text;
}
// Read as the app's client reads it: superjson's format.
const answer = (
  superjson.deserialize(
    (JSON.parse(await viaHttp()) as { result: { data: SuperJSONResult } }).result.data,
  ) as { rows: { monthCloses: string }[] }
).rows;
const rows = answer.length;
// A bench whose rows came without their months would time the wrong thing.
const withMonth = answer.filter(
  (row) => row.monthCloses.split(",").length === chartRanges["1M"],
).length;
if (withMonth !== rows)
  throw new Error(`only ${withMonth} of ${rows} rows came with a month of closes`);

const http = await timeRuns(() => viaHttp(), ITERATIONS, WARM_UPS);
const direct = await timeRuns(() => getWatchlist(handle.db, userId, list.id), ITERATIONS, WARM_UPS);
console.log(
  `database: ${handle.kind}; a ${rows}-symbol list; ${ITERATIONS} timed runs each after ${WARM_UPS} warm-ups`,
);
console.log(
  `watchlist.get over HTTP  median ${http.median.toFixed(2)} ms, p95 ${http.p95.toFixed(2)} ms`,
);
console.log(
  `same SQL, called direct  median ${direct.median.toFixed(2)} ms, p95 ${direct.p95.toFixed(2)} ms`,
);
console.log(
  `HTTP over direct         median +${(http.median - direct.median).toFixed(2)} ms, p95 +${(http.p95 - direct.p95).toFixed(2)} ms (aim: p95 over HTTP under 20 ms on PostgreSQL)`,
);

// Where the difference goes: the steps the HTTP path adds to the SQL, each timed alone (medians).
const value = await getWatchlist(handle.db, userId, list.id);
const serialise = () => JSON.stringify({ result: { data: superjson.serialize(value) } });
const body = Buffer.from(serialise());
const kB = Math.round(body.length / 1000);
const alone = async (run: () => Promise<unknown>) =>
  (await timeRuns(run, ITERATIONS, WARM_UPS)).median;
const sessionCheck = await alone(() => readSession(handle.db, new Headers(headers)));
const serialising = await alone(async () => serialise());
const compressing = await alone(() => compressAnswer(body, browserEncodings["accept-encoding"]));
console.log(
  `of which, each alone (median): session check ${sessionCheck.toFixed(2)} ms, serialising the answer ${serialising.toFixed(2)} ms, ` +
    `compressing its ${kB} kB ${compressing.toFixed(2)} ms; the rest is HTTP, routing and the client's decoding`,
);

keptAlive.destroy();
await server.close();
await handle.close();
await postgres?.drop();
