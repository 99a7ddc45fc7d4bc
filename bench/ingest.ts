/**
 * bench/ingest: events per second stored through /ingest (batches of 50, gzip, over HTTP, decoded,
 * validated and inserted by the real handler) against a plain multi-row INSERT of the same events,
 * measured in the same run on the same database. Prints both and the ratio (aim: ≥ 0.5).
 *
 *   npx tsx bench/ingest.ts                 # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/ingest.ts
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { parseCaptureEvents } from "@/features/analytics/server/parse-capture-events";
import { createDatabase } from "@/server/db/create-database";
import { analyticsEvents } from "@/server/db/schema";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { serveFetchHandler } from "../tests/integration/serve-fetch-handler";
import { createPostgresTestDatabase } from "../tests/integration/test-databases";
import { requireServerNodeFlags } from "./require-server-node-flags";

requireServerNodeFlags("bench:ingest");

const TOKEN = "phc_bench";
const BATCHES = Number(process.env.BENCH_BATCHES ?? 200);
const BATCH_SIZE = 50;
const CONCURRENCY = 8;

function makeBatch(): Array<Record<string, unknown>> {
  return Array.from({ length: BATCH_SIZE }, (_, i) => ({
    uuid: randomUUID(),
    event: i % 5 === 0 ? "performance_metric" : "auth_login",
    timestamp: new Date().toISOString(),
    properties: {
      token: TOKEN,
      distinct_id: `d-${i}`,
      session_id: "s-1",
      user_type: "guest",
      page_url: "https://md.example/screener",
      metric_name: "largest-contentful-paint",
      metric_value: 812 + i,
      metric_unit: "ms",
    },
  }));
}

async function runPool(tasks: Array<() => Promise<void>>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
  return performance.now() - started;
}

const postgres = process.env.BENCH_DATABASE_URL
  ? await createPostgresTestDatabase().catch(() => null)
  : null;
const handle = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: CONCURRENCY })
  : createDatabase({ kind: "pglite", dataDir: "memory://" });
await handle.migrate();
// The real rate limiter is on the measured path, with room for every batch of the run.
const limiter = createRateLimiter("bench-ingest", { points: BATCHES + 1, seconds: 3600 });
const server = await serveFetchHandler(
  createIngestHandler({
    getDb: () => handle.db,
    token: TOKEN,
    storeEvents: true,
    log: pino({ level: "silent" }),
    limiter,
  }),
  { record: false },
);

const viaIngest = Array.from({ length: BATCHES }, () => gzipSync(JSON.stringify(makeBatch())));
const direct = Array.from({ length: BATCHES }, () => parseCaptureEvents(makeBatch()));
const count = async () =>
  Number(
    (
      (await handle.db.execute(sql`select count(*) as n from analytics_event`)) as unknown as {
        rows: Array<{ n: string }>;
      }
    ).rows[0]!.n,
  );

// Warm both paths once, then measure each on an empty table.
await fetch(`${server.origin}/ingest/e/`, {
  method: "POST",
  body: gzipSync(JSON.stringify(makeBatch())),
  headers: { "content-type": "text/plain" },
});
await handle.db.insert(analyticsEvents).values(parseCaptureEvents(makeBatch()));
await handle.db.execute(sql`truncate analytics_event`);

const ingestMs = await runPool(
  viaIngest.map((body) => async () => {
    const response = await fetch(`${server.origin}/ingest/i/v0/e/?compression=gzip-js`, {
      method: "POST",
      body,
      headers: { "content-type": "text/plain" },
    });
    if (response.status !== 200) throw new Error(`ingest answered ${response.status}`);
  }),
);
const storedViaIngest = await count();
await handle.db.execute(sql`truncate analytics_event`);
const insertMs = await runPool(
  direct.map((rows) => async () => void (await handle.db.insert(analyticsEvents).values(rows))),
);
const storedDirect = await count();

const events = BATCHES * BATCH_SIZE;
const ingestRate = (events / ingestMs) * 1000;
const insertRate = (events / insertMs) * 1000;
console.log(
  `database: ${handle.kind}; ${BATCHES} batches × ${BATCH_SIZE} events, ${CONCURRENCY} at a time`,
);
console.log(
  `/ingest (HTTP + gzip + parse + insert): ${ingestRate.toFixed(0)} events/s (${storedViaIngest} stored in ${ingestMs.toFixed(0)} ms)`,
);
console.log(
  `plain multi-row INSERT (baseline):       ${insertRate.toFixed(0)} events/s (${storedDirect} stored in ${insertMs.toFixed(0)} ms)`,
);
console.log(`ratio /ingest ÷ INSERT: ${(ingestRate / insertRate).toFixed(2)} (aim ≥ 0.5)`);

await server.close();
await handle.close();
await postgres?.drop();
