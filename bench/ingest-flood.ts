/**
 * bench/ingest-flood: one client's parallel burst of 100 capture batches of 4.8 MB (2,000 events of
 * random data each) against /ingest, with its limits (INGEST_MEMORY_MB, INGEST_CLIENT_MEMORY_MB,
 * the storage quotas at their defaults) and, as the baseline in the same run, with them lifted.
 * Each runs in a fresh server process, flooded from this one; it prints the server's peak RSS over
 * its size before the burst and /api/health's p50 and p95 while it lasts. Events are parsed, not stored (ANALYTICS_STORE=false):
 * memory and the event loop are under test, and the quota's refusals are the integration test's.
 *
 *   npm run bench:ingest-flood
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { get } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createInterface } from "node:readline";
import pino from "pino";
import { createBytesInFlight } from "@/features/analytics/server/create-bytes-in-flight";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { createIngestQuota } from "@/features/analytics/server/create-ingest-quota";
import { createHealthHandler } from "@/server/api/create-health-handler";
import { createDatabase } from "@/server/db/create-database";
import { serveFetchHandler } from "../tests/integration/serve-fetch-handler";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeUntil } from "./time-until";

requireServerNodeFlags("bench:ingest-flood");

const TOKEN = "phc_bench_flood";
const BATCHES = 100;

type Figures = {
  loopMaxMs: number;
  rssGrowthMb: number;
  healthP50: number;
  healthP95: number;
  statuses: string;
};

/** The server process: /ingest and /api/health, and /bench/peak, its peak RSS over its size before. */
async function serve(limited: boolean): Promise<void> {
  const handle = createDatabase({ kind: "pglite", dataDir: "memory://" });
  await handle.migrate();
  const health = createHealthHandler({ getDb: () => handle.db });
  const lifted = { hourMb: 1_000_000, dayMb: 1_000_000 };
  const ingest = createIngestHandler({
    getDb: () => handle.db,
    token: TOKEN,
    storeEvents: false,
    log: pino({ level: "silent" }),
    ...(limited
      ? {}
      : {
          bytesInFlight: createBytesInFlight({ nodeBytes: Infinity, clientBytes: Infinity }),
          quota: createIngestQuota({ client: lifted, token: lifted }, undefined),
        }),
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10).unref();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const server = await serveFetchHandler(
    (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/bench/peak")
        return Response.json({
          growth: peak - before,
          loopMaxMs: Math.round(loopDelay.max / 1e6),
        });
      return path === "/api/health" ? health() : ingest(request);
    },
    { record: false },
  );
  console.log(server.origin);
}

/** GET /api/health on a connection of its own, apart from the burst's fetch pool. */
function askHealth(origin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(`${origin}/api/health`, { agent: false }, (response) => {
      response.resume().on("end", resolve);
    }).on("error", reject);
  });
}

/** The client: the burst from one address while /api/health is asked in a loop. */
async function flood(limited: boolean): Promise<Figures> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, BENCH_FLOOD_SERVER: limited ? "limited" : "lifted" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  const origin = line.trim();
  const body = Buffer.from(
    JSON.stringify(
      Array.from({ length: 2_000 }, () => ({
        uuid: randomUUID(),
        event: "auth_login",
        properties: { token: TOKEN, distinct_id: "flood", pad: randomBytes(1_150).toString("hex") },
      })),
    ),
  );
  await fetch(`${origin}/api/health`);
  let bursting = true;
  const probe = timeUntil(
    () => !bursting,
    () => askHealth(origin),
  );
  const statuses = await Promise.all(
    Array.from({ length: BATCHES }, async () => {
      const answer = await fetch(`${origin}/ingest/e/`, { method: "POST", body });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  bursting = false;
  const healthTimes = await probe;
  const { growth, loopMaxMs } = (await (await fetch(`${origin}/bench/peak`)).json()) as {
    growth: number;
    loopMaxMs: number;
  };
  child.kill();
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    loopMaxMs,
    rssGrowthMb: Math.round(growth / 1_000_000),
    healthP50: healthTimes.median,
    healthP95: healthTimes.p95,
    statuses: [...counts].map(([status, n]) => `${n}× ${status}`).join(", "),
  };
}

const serverMode = process.env.BENCH_FLOOD_SERVER;
if (serverMode) await serve(serverMode === "limited");
else {
  const baseline = await flood(false);
  const limited = await flood(true);
  console.log(
    `${BATCHES} parallel batches of 4.8 MB from one client; the server on PGlite in memory`,
  );
  for (const [name, f] of [
    ["limits lifted (baseline)", baseline],
    ["limits at their defaults", limited],
  ] as const)
    console.log(
      `${name.padEnd(26)} server peak RSS +${f.rssGrowthMb} MB; /api/health p50 ${f.healthP50} ms, p95 ${f.healthP95} ms; longest event-loop stall ${f.loopMaxMs} ms; ${f.statuses}`,
    );
}
