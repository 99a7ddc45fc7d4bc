/**
 * bench/trpc-flood: ten connections of one client looping on 50-call batches of a cheap query
 * (`health.status`, a database ping) for 10 s, while /api/health and another client's single
 * call are asked in a loop; with the per-client limits at their defaults (RATE_LIMIT_TRPC_CALLS,
 * TRPC_CLIENT_CALLS_AT_ONCE, TRPC_CLIENT_CALLS_WAITING) and, as the baseline, lifted. Prints the
 * p50 and p95 of both probes and the flood's answers. PGlite in memory, in this process.
 *
 *   npm run bench:trpc-flood
 */
import { createHealthHandler } from "@/server/api/create-health-handler";
import { createTrpcClientLimits } from "@/server/api/create-trpc-client-limits";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createDatabase } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { serveFetchHandler } from "../tests/integration/serve-fetch-handler";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeUntil } from "./time-until";

requireServerNodeFlags("bench:trpc-flood");

const SECONDS = 10;
const batch = `/api/trpc/${Array(50).fill("health.status").join(",")}?batch=1&input=%7B%7D`;

async function run(limited: boolean) {
  const handle = createDatabase({ kind: "pglite", dataDir: "memory://" });
  await handle.migrate();
  const health = createHealthHandler({ getDb: () => handle.db });
  const trpc = createTrpcRequestHandler({
    getDb: () => handle.db,
    logger: logger.child({}, { level: "silent" }),
    ...(limited
      ? {}
      : {
          clientLimits: createTrpcClientLimits({
            limiter: createRateLimiter("bench-trpc", { points: 1e9, seconds: 60 }, undefined),
            callsAtOnce: 1e6,
            callsWaiting: 1e6,
          }),
        }),
  });
  const server = await serveFetchHandler(
    (request) => {
      if (new URL(request.url).pathname === "/api/health") return health();
      return trpc(request);
    },
    { record: false },
  );
  const from = (ip: string) => ({ headers: { "x-marketdesk-socket-ip": ip } });
  const ends = Date.now() + SECONDS * 1000;
  const over = () => Date.now() > ends;
  const statuses = new Map<number, number>();
  const flood = Array.from({ length: 10 }, () =>
    timeUntil(over, async () => {
      const answer = await fetch(`${server.origin}${batch}`, from("10.0.0.1"));
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
  );
  const [healthTimes, otherTimes] = await Promise.all([
    timeUntil(over, async () => (await fetch(`${server.origin}/api/health`)).arrayBuffer()),
    timeUntil(over, async () =>
      (
        await fetch(`${server.origin}/api/trpc/health.status?input=%7B%7D`, from("10.0.0.2"))
      ).arrayBuffer(),
    ),
    ...flood,
  ]);
  await server.close();
  await handle.close();
  const summary = [...statuses].map(([status, n]) => `${n}× ${status}`).join(", ");
  return `/api/health p50 ${healthTimes.median} ms, p95 ${healthTimes.p95} ms; another client's call p50 ${otherTimes.median} ms, p95 ${otherTimes.p95} ms; flood batches ${summary}`;
}

console.log(`10 connections × 50-call batches from one client for ${SECONDS} s, PGlite in memory`);
console.log(`limits lifted (baseline):  ${await run(false)}`);
console.log(`limits at their defaults:  ${await run(true)}`);
