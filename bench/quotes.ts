/**
 * bench/quotes: a live quote's way from a feed to the pages (docs/live-market.md#the-live-path-feed--database--page)
 * through the app's own parts: a fake feed's trades → the quote writer (each symbol at most once a second,
 * one statement with its NOTIFY) → the hub of the streams' node → N GET /api/market/stream streams
 * (the real handler; each follows a screener page's 50 symbols, the traded one among them). Printed:
 * - one symbol's trades, from the trade and from the flush that wrote it to each stream's event
 *   (median, p95, slowest stream per trade), at 100 and 1,000 streams, on one node and (PostgreSQL)
 *   with the writer on node A and the streams on node B, against a bare LISTEN/NOTIFY round trip;
 * - the universe ticking at 10,000 updates a second with the most streams open: updates taken and
 *   quotes written per second, flush and fold statements, the fan-out; the screener's p95 idle and
 *   under that load. On PostgreSQL the feed and its writer then run in a process of their own
 *   (node A, feed-node-process.ts) and the streams and screener on node B, this process; for the
 *   latency above, two handles in this process stand for two nodes. No assertions.
 *
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:quotes   # PostgreSQL
 *   npm run bench:quotes                                                      # PGlite, one node
 *   BENCH_STREAMS=100,1000 BENCH_TRADES=20 BENCH_QUOTE_RATE=10000 BENCH_LOAD_SECONDS=15
 */
import { loadavg } from "node:os";
import type { QuoteHub } from "@/features/market/server/quotes/create-quote-hub";
import type { Database } from "@/server/db/create-database";
import { createInProcessFeedNode, type FeedNode } from "./feed-node";
import { openSseReaders } from "./open-sse-readers";
import { pageStreamUrls } from "./page-stream-urls";
import { printQuoteLatency, type QuoteLatencyRow } from "./print-quote-latency";
import { printQuoteLoad } from "./print-quote-load";
import { quoteWholeUniverse } from "./quote-whole-universe";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { startFeedNode } from "./start-feed-node";
import { timeNotifyRoundTrip } from "./time-notify-round-trip";
import { timeWriterStatements } from "./time-writer-statements";

requireServerNodeFlags("bench:quotes");

const STREAMS = (process.env.BENCH_STREAMS ?? "100,1000").split(",").map(Number);
const TRADES = Number(process.env.BENCH_TRADES ?? 20);
const RATE = Number(process.env.BENCH_QUOTE_RATE ?? 10_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const SYMBOL = "AAPL";

// Settings are read when @/env loads, so they are set before the server modules are imported.
process.env.LOG_LEVEL = "warn";
const { createPostgresTestDatabase } = await import("../tests/integration/test-databases");
const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresTestDatabase() : null;
const { env } = await import("@/env");
const { createDatabase } = await import("@/server/db/create-database");
const { refreshMarketData } = await import("@/features/market/server/refresh-market-data");
const { createSnapshotProvider } = await import("@/features/market/server/snapshot-provider");
const { readLastQuoteSeq } = await import("@/features/market/server/data/quotes");
const { createQuoteHub } = await import("@/features/market/server/quotes/create-quote-hub");
const { createQuoteStreamHandler } = await import(
  "@/features/market/server/quotes/create-quote-stream-handler"
);
const { createQuoteWriter } = await import("@/features/market/server/quotes/create-quote-writer");
const { measureQuoteLoad } = await import("./measure-quote-load");
const { readTickedUniverse } = await import("./read-ticked-universe");
const { timeQuoteLatency } = await import("./time-quote-latency");

const nodeA = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 10 })
  : createDatabase({ kind: "pglite", dataDir: "memory://" });
await nodeA.migrate();
await refreshMarketData(nodeA.db, createSnapshotProvider());
const nodeB = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 10 })
  : null;
const universe = await readTickedUniverse(nodeA.db);
const traded = universe.find((security) => security.symbol === SYMBOL)!;
const symbols = universe.map((security) => security.symbol);

const statements = timeWriterStatements(nodeA.db);
const writer = createQuoteWriter({
  db: statements.db,
  foldMs: env.MARKET_SECURITY_FOLD_SECONDS * 1_000,
});
const roundTrip = await timeNotifyRoundTrip(nodeA.connection, 100);
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(1))
    .join(" ");
console.log(
  `database: ${postgres ? "PostgreSQL, two handles (nodes A and B)" : "PGlite in memory, one node"}; ${universe.length} listed symbols; ${TRADES} trades per size after 2 warm-ups; load average ${load()}`,
);

const nodes = nodeB ? { "one node": nodeA, "two nodes": nodeB } : { "one node": nodeA };
const rows: QuoteLatencyRow[] = [];
const hubs: QuoteHub[] = [];
let kept: { readers: Awaited<ReturnType<typeof openSseReaders>>; db: Database } | null = null;
for (const [label, node] of Object.entries(nodes)) {
  const hub = createQuoteHub({ db: node.db, listen: node.listen });
  hubs.push(hub);
  const handler = createQuoteStreamHandler({
    getDb: () => node.db,
    getHub: () => hub,
    maxPerIp: 100_000,
    maxPerNode: 100_000,
  });
  for (const size of STREAMS) {
    const urls = pageStreamUrls(SYMBOL, symbols, size);
    await kept?.readers.close();
    kept = { readers: await openSseReaders(handler, urls, hub.size), db: node.db };
    const lastSeq = await readLastQuoteSeq(nodeA.db);
    rows.push({
      nodes: label,
      streams: size,
      timed: await timeQuoteLatency({
        writer,
        flushes: statements.flushes,
        readers: kept.readers,
        lastSeq,
        symbol: SYMBOL,
        price: traded.lastPrice,
        trades: TRADES,
      }),
    });
  }
}
printQuoteLatency(rows, { ...roundTrip, between: postgres ? "two pg clients" : "within PGlite" });

// The universe ticking, with the last node's streams (the most) left open and its screener timed,
// every symbol first quoted today so that each window screens the same listed universe.
await quoteWholeUniverse(nodeA.db, universe);
// On PostgreSQL the feed runs on a node of its own, as on the one node of a cluster holding its lock.
let feedNode: FeedNode;
if (postgres) {
  await writer.close();
  feedNode = await startFeedNode({ databaseUrl: postgres.url, perSecond: RATE });
} else
  feedNode = createInProcessFeedNode({
    db: nodeA.db,
    writer,
    statements,
    universe,
    perSecond: RATE,
  });
const loaded = await measureQuoteLoad({
  feedNode,
  readers: kept!.readers,
  seconds: SECONDS,
  db: nodeA.db,
  screenerDb: kept!.db,
});
await feedNode.close();
printQuoteLoad({
  rate: RATE,
  symbols: universe.length,
  streams: STREAMS.at(-1)!,
  loaded,
  load: load(),
  nodes: postgres
    ? "the feed and its writer on node A, a process of its own; streams and screener on node B"
    : "one node",
});
await kept!.readers.close();
for (const hub of hubs) await hub.close();
await nodeB?.close();
await nodeA.close();
await postgres?.drop();
