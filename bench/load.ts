/**
 * bench/load: the realistic mix and the public pages alone (load-mix.ts), each from N closed-loop
 * clients for BENCH_SECONDS (60), on PostgreSQL and Redis, against one production node answering
 * directly, the same node behind nginx, the same node with its page cache off (PAGE_CACHE=off: every
 * page rendered per request, the baseline of the cache), and `npm run cluster` with two nodes
 * (docs/scaling.md), all in one run and on one machine with the load generator; and the realistic
 * mix's floor: its work done by a bare server with none of the app's layers (floor-server.ts),
 * beside the one node. Then, with the cache on, the public pages as a crowd sends them: 200
 * clients together sending BENCH_PACED_RATE (1,000) requests a second, the aim's figure. Prints per
 * target, mix and client count: requests a second, p50, p95 and p99, errors, each node's resident
 * memory before and after; then the same per route.
 * Rate limits are raised as an operator would for a load test: every client here is 127.0.0.1.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379/15 npm run bench:load
 *   BENCH_SECONDS=20 BENCH_CLIENTS=50,200 BENCH_NODES=1 npm run bench:load
 *   BENCH_CLIENTS= npm run bench:load          # the paced runs alone
 */
import { createPostgresTestDatabase } from "../tests/integration/create-postgres-test-database";
import {
  createLoadMix,
  createPublicPagesMix,
  LOAD_TEST_LIMITS,
  type LoadRequest,
  readAnalyticsToken,
} from "./load-mix";
import { quantiles } from "./quantiles";
import { readNodeRssMb } from "./read-node-memory";
import { type RouteFigures, runLoad } from "./run-load";
import { signInOverHttp } from "./sign-in-over-http";
import { startClusterProcess } from "./start-cluster-process";
import { startFloorServer } from "./start-floor-server";

type Mix = (turn: number) => LoadRequest;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = (process.env.BENCH_CLIENTS ?? "50,200,1000").split(",").filter(Boolean).map(Number);
// The cacheable pages' aim as a crowd sends it (docs/scaling.md): 200 clients, together 1,000
// requests a second, each on its own schedule; BENCH_PACED_RATE=0 leaves this run out.
const PACED_CLIENTS = 200;
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 1_000);
const NODES = (process.env.BENCH_NODES ?? "1,2").split(",").map(Number);
const redisUrl = process.env.TEST_REDIS_URL;
if (!process.env.TEST_DATABASE_URL || !redisUrl) {
  console.error("bench:load needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis).");
  process.exit(1);
}

const line = (label: string, figures: RouteFigures, seconds: number) => {
  const { median, p95, p99 } = quantiles(figures.latencies);
  return `${label.padEnd(30)} ${(figures.count / seconds).toFixed(0).padStart(6)}/s  p50 ${median.toFixed(0).padStart(5)}  p95 ${p95.toFixed(0).padStart(5)}  p99 ${p99.toFixed(0).padStart(5)} ms  errors ${figures.errors}`;
};

const database = await createPostgresTestDatabase();
const settings = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  AUTH_SECRET: "load-bench-secret-of-at-least-thirty-two-chars",
  LOG_LEVEL: "warn",
  ...LOAD_TEST_LIMITS,
};
console.log(
  `bench:load: ${SECONDS} s per run, the mix of load-mix.ts, PostgreSQL and Redis on this machine`,
);
try {
  // Two nodes with the cache on; one node with it on, then off.
  const runs = NODES.flatMap((nodes) =>
    nodes === 1
      ? [
          { nodes, cache: "on" },
          { nodes, cache: "off" },
        ]
      : [{ nodes, cache: "on" }],
  );
  for (const { nodes, cache } of runs) {
    const port = 4400 + nodes * 10;
    const nodePorts = Array.from({ length: nodes }, (_, index) => port + 1 + index);
    const cluster = await startClusterProcess({
      ...settings,
      PORT: String(port),
      CLUSTER_NODES: String(nodes),
      PAGE_CACHE: cache,
    });
    let floor: Awaited<ReturnType<typeof startFloorServer>> | null = null;
    try {
      const proxied = `http://localhost:${port}`;
      const email = `load-${nodes}-${Date.now()}@example.com`;
      const cookie = await signInOverHttp(proxied, email);
      const token = await readAnalyticsToken(proxied);
      const direct = `http://localhost:${nodePorts[0]}`;
      // The floor beside the node it copies, on the same database: the mix's work with none of the app.
      floor =
        nodes === 1 && cache === "on"
          ? await startFloorServer({
              port: port + 9,
              databaseUrl: database.url,
              redisUrl,
              nodeOrigin: direct,
              email,
            })
          : null;
      const targets: Array<[string, string]> =
        nodes > 1
          ? [[`${nodes} nodes behind nginx`, proxied]]
          : cache === "off"
            ? [["one node, direct, page cache off", direct]]
            : [
                ["one node, direct", direct],
                ["one node behind nginx", proxied],
                ...(floor ? [["the floor: a bare server", floor.origin] as [string, string]] : []),
              ];
      for (const [target, origin] of targets) {
        const mixes: Array<[string, Mix]> = [
          ["the realistic mix", createLoadMix({ origin, cookie, token })],
        ];
        // The floor answers the mix's three pages only.
        if (origin !== floor?.origin)
          mixes.push(["the public pages", createPublicPagesMix(origin)]);
        for (const [, mix] of mixes) await runLoad({ clients: 8, seconds: 5, mix });
        const runs: Array<{ label: string; mix: Mix; clients: number; rate?: number }> = [
          ...mixes.flatMap(([mixName, mix]) =>
            CLIENTS.map((clients) => ({ label: `${mixName}, ${clients} clients`, mix, clients })),
          ),
          ...mixes
            .filter(([mixName]) => mixName === "the public pages" && cache === "on" && PACED_RATE)
            .map(([mixName, mix]) => ({
              label: `${mixName}, ${PACED_CLIENTS} clients at ${PACED_RATE} a second in all`,
              mix,
              clients: PACED_CLIENTS,
              rate: PACED_RATE,
            })),
        ];
        for (const { label, mix, clients, rate } of runs) {
          const before = readNodeRssMb(nodePorts);
          const figures = await runLoad({ clients, seconds: SECONDS, mix, rate });
          const all = [...figures.values()].reduce(
            (sum, route) => ({
              count: sum.count + route.count,
              errors: sum.errors + route.errors,
              latencies: sum.latencies.concat(route.latencies),
            }),
            { count: 0, errors: 0, latencies: [] as number[] },
          );
          console.log(
            `\n${target}, ${label}; resident memory per node ${before.join(", ")} → ${readNodeRssMb(nodePorts).join(", ")} MB`,
          );
          console.log(line("  all requests", all, SECONDS));
          for (const [route, routeFigures] of figures)
            console.log(line(`    ${route}`, routeFigures, SECONDS));
        }
      }
    } finally {
      await floor?.stop();
      await cluster.stop();
    }
  }
} finally {
  await database.drop();
}
process.exit(0);
