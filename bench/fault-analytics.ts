/**
 * bench/fault-analytics: PostHog down, then slow, under load (docs/scaling.md#faults). One
 * production node behind nginx (`npm run cluster`, CLUSTER_NODES=1) forwards analytics to a fake
 * PostHog (fake-posthog.ts). 20 clients send batches of 10 events for four phases of 15 s: PostHog
 * taking them, down (connections refused), slow (answering after 12 s, past the app's 10 s), and
 * taking them again. Then it waits for the job that resends kept batches, as long as each
 * 2.5 minutes brings some.
 * Prints each phase's answers and latencies and a PASS or FAIL line: no /ingest answer an error,
 * p95 in the fault phases at most twice the first phase's (or 100 ms more), and every event of
 * every batch answered 200 received by PostHog in the end.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379/13 npm run bench:fault-analytics
 */
import { createPostgresTestDatabase } from "../tests/integration/create-postgres-test-database";
import { startFakePosthog } from "./fake-posthog";
import {
  analyticsBatchRequest,
  LOAD_TEST_LIMITS,
  type LoadRequest,
  readAnalyticsToken,
} from "./load-mix";
import { quantiles } from "./quantiles";
import { runLoad } from "./run-load";
import { startClusterProcess } from "./start-cluster-process";

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error("bench:fault-analytics needs TEST_DATABASE_URL and TEST_REDIS_URL.");
  process.exit(1);
}
const PHASE_SECONDS = 15;
const phases = ["take", "down", "slow", "take"] as const;
const database = await createPostgresTestDatabase();
const posthog = await startFakePosthog(4690);
const port = 4600;
const cluster = await startClusterProcess({
  DATABASE_URL: database.url,
  REDIS_URL: process.env.TEST_REDIS_URL,
  AUTH_SECRET: "fault-analytics-secret-of-at-least-thirty-two",
  POSTHOG_HOST: posthog.origin,
  LOG_LEVEL: "warn",
  ...LOAD_TEST_LIMITS,
  PORT: String(port),
  CLUSTER_NODES: "1",
});
const origin = `http://localhost:${port}`;
const token = await readAnalyticsToken(origin);

const eventsOf = new WeakMap<LoadRequest, string[]>();
const accepted: string[] = [];
const answers: Array<{ phase: number; status: number; ms: number }> = [];
const start = performance.now();
const switches = phases
  .slice(1)
  .map((mode, index) =>
    setTimeout(() => void posthog.set(mode), (index + 1) * PHASE_SECONDS * 1_000),
  );
await runLoad({
  clients: 20,
  seconds: PHASE_SECONDS * phases.length,
  mix: (turn) => {
    const ids: string[] = [];
    const request = analyticsBatchRequest({
      origin,
      token,
      turn,
      uuids: (list) => ids.push(...list),
    });
    eventsOf.set(request, ids);
    return request;
  },
  onAnswer: ({ status, ms, began, request }) => {
    const at = Math.min(phases.length - 1, Math.floor((began - start) / (PHASE_SECONDS * 1_000)));
    answers.push({ phase: at, status, ms });
    if (status === 200) accepted.push(...(eventsOf.get(request) ?? []));
  },
});
switches.forEach(clearTimeout);
await posthog.set("take");

const p95s = phases.map((mode, index) => {
  const inPhase = answers.filter((answer) => answer.phase === index);
  const { median, p95 } = quantiles(inPhase.map((answer) => answer.ms));
  const errors = inPhase.filter((answer) => answer.status !== 200).length;
  console.log(
    `${index + 1}. PostHog ${mode}: ${inPhase.length} batches, p50 ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ${errors} not 200`,
  );
  return p95;
});

// The job runs each minute, a kept batch is due a minute after it failed, and one run sends at
// most 1,000 batches (retry-kept-forwards.ts): a long outage under load drains over many minutes.
// Waiting stops when all have arrived, or when two and a half runs brought none: then they are lost.
const missing = () => accepted.filter((uuid) => !posthog.received.has(uuid)).length;
const STALLED_MS = 150_000;
const waitStart = performance.now();
let lastProgress = { at: waitStart, missing: missing() };
while (lastProgress.missing > 0 && performance.now() - lastProgress.at < STALLED_MS) {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const stillMissing = missing();
  if (stillMissing < lastProgress.missing)
    lastProgress = { at: performance.now(), missing: stillMissing };
}
const waited = (performance.now() - waitStart) / 1_000;
const twice = accepted.filter((uuid) => (posthog.received.get(uuid) ?? 0) > 1).length;
console.log(
  `${accepted.length} events accepted; PostHog has all but ${missing()} of them ${waited.toFixed(0)} s after the load; ${twice} had arrived twice by then (a batch PostHog took after the app stopped waiting is sent again; PostHog keeps one event per uuid)`,
);

const baseline = p95s[0]!;
const bound = Math.max(2 * baseline, baseline + 100);
const failures = [
  answers.some((answer) => answer.status !== 200) && "an /ingest answer was not 200",
  p95s.slice(1, 3).some((p95) => p95 > bound) &&
    `a fault phase's p95 passed ${bound.toFixed(0)} ms (the first phase's ${baseline.toFixed(0)} ms)`,
  missing() > 0 && `${missing()} accepted events never reached PostHog`,
].filter(Boolean);
console.log(
  failures.length === 0
    ? `PASS: /ingest unslowed while PostHog was down or slow (p95 ${p95s.map((p) => p.toFixed(0)).join(" / ")} ms); every accepted event reached PostHog`
    : `FAIL: ${failures.join("; ")}`,
);
await cluster.stop();
await posthog.close();
await database.drop();
process.exit(failures.length === 0 ? 0 : 1);
