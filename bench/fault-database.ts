/**
 * bench/fault-database: PostgreSQL unreachable for 10 s under load (docs/scaling.md#faults). One
 * production node behind nginx (`npm run cluster`, CLUSTER_NODES=1) reaches its database through a
 * TCP proxy that this script cuts (every connection dropped, new ones refused) 10 s into a 30 s
 * run of the load mix from 20 clients, and restores 10 s later. Prints each phase's answers by
 * status with their p50 and p95, the longest answer during the cut, how long after the restore
 * every route answered 200 again, and a PASS or FAIL line: no answer during the cut slower than
 * 6 s (the pool's 5 s to connect), no 500 once the node has seen the database gone (its pings, a
 * second apart: 1.5 s into the cut), the node never restarted, and every route back within 5 s.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379/15 npm run bench:fault-database
 */
import { createPostgresTestDatabase } from "../tests/integration/create-postgres-test-database";
import { createCuttableProxy } from "./create-cuttable-proxy";
import { createLoadMix, LOAD_TEST_LIMITS, readAnalyticsToken } from "./load-mix";
import { quantiles } from "./quantiles";
import { readNodeRssMb } from "./read-node-memory";
import { runLoad } from "./run-load";
import { signInOverHttp } from "./sign-in-over-http";
import { startClusterProcess } from "./start-cluster-process";

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error("bench:fault-database needs TEST_DATABASE_URL and TEST_REDIS_URL.");
  process.exit(1);
}
const database = await createPostgresTestDatabase();
const target = new URL(database.url);
const proxy = await createCuttableProxy({ host: target.hostname, port: Number(target.port) });
const viaProxy = new URL(database.url);
viaProxy.port = String(proxy.port);
const port = 4500;
const cluster = await startClusterProcess({
  DATABASE_URL: viaProxy.toString(),
  REDIS_URL: process.env.TEST_REDIS_URL,
  AUTH_SECRET: "fault-bench-secret-of-at-least-thirty-two-chars",
  LOG_LEVEL: "warn",
  ...LOAD_TEST_LIMITS,
  PORT: String(port),
  CLUSTER_NODES: "1",
});
const origin = `http://localhost:${port}`;
const cookie = await signInOverHttp(origin, `fault-${Date.now()}@example.com`);
const token = await readAnalyticsToken(origin);
type Answer = { route: string; status: number; began: number; ms: number };
const answers: Answer[] = [];
const start = performance.now();
const cutAt = start + 10_000;
const restoreAt = start + 20_000;
setTimeout(() => proxy.cut(), 10_000);
setTimeout(() => proxy.restore(), 20_000);
await runLoad({
  clients: 20,
  seconds: 30,
  mix: createLoadMix({ origin, cookie, token }),
  onAnswer: (answer) => answers.push(answer),
});

const phases: Array<[string, (answer: Answer) => boolean]> = [
  ["before the cut", (a) => a.began + a.ms < cutAt],
  ["during the cut", (a) => a.began >= cutAt && a.began < restoreAt],
  ["after the restore", (a) => a.began >= restoreAt],
];
for (const [phase, within] of phases) {
  const chosen = answers.filter(within);
  const byStatus = new Map<number, number[]>();
  for (const answer of chosen)
    byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer.ms]);
  console.log(`${phase}: ${chosen.length} answers`);
  for (const [status, latencies] of byStatus) {
    const { median, p95 } = quantiles(latencies);
    const routes = [...new Set(chosen.filter((a) => a.status === status).map((a) => a.route))];
    console.log(
      `  ${status || "none"} ×${latencies.length}, p50 ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms: ${routes.join(", ")}`,
    );
  }
}
const duringCut = answers.filter(phases[1]![1]);
const slowest = Math.max(0, ...duringCut.map((answer) => answer.ms));
// Pages fail with a 500 until the node's next ping (every second) finds the database gone.
const late500s = duringCut.filter(
  (answer) => answer.status === 500 && answer.began - cutAt > 1_500,
);
const routes = [...new Set(answers.map((answer) => answer.route))];
const backAfter = routes.map((route) => {
  const first = answers.find(
    (a) => a.route === route && a.began >= restoreAt && a.status >= 200 && a.status < 400,
  );
  return [route, first ? first.began + first.ms - restoreAt : Number.POSITIVE_INFINITY] as const;
});
const okInCut = duringCut.filter((answer) => answer.status === 200);
if (okInCut.length > 0)
  console.log(
    `  the cut's 200s began ${Math.max(...okInCut.map((a) => a.began - cutAt)).toFixed(0)} ms into it at the latest`,
  );
for (const [route, ms] of backAfter)
  console.log(`  ${route} answered again ${ms.toFixed(0)} ms after the restore`);
const alive = readNodeRssMb([port + 1])[0]! > 0 && !cluster.log().includes("exited");
const failures = [
  slowest > 6_000 && `an answer during the cut took ${slowest.toFixed(0)} ms`,
  late500s.length > 0 &&
    `${late500s.length} answers were 500s more than 1.5 s into the cut, when the node knew`,
  !alive && "the node is not running",
  backAfter.some(([, ms]) => ms > 5_000) && "a route took more than 5 s to answer again",
].filter(Boolean);
console.log(
  failures.length === 0
    ? `PASS: slowest answer during the cut ${slowest.toFixed(0)} ms; node alive; every route back within 5 s`
    : `FAIL: ${failures.join("; ")}`,
);
await cluster.stop();
await proxy.close();
await database.drop();
process.exit(failures.length === 0 ? 0 : 1);
