/**
 * bench/memory: what the production server keeps in memory after server renders. The server runs
 * as `npm start` runs it (its own PORT and DATA_DIR, embedded database) with a probe that reports
 * the heap after a full GC, the resident memory and the live timers. After a warm-up, the baseline
 * is N requests to GET /api/health (the same server, proxy and database, but no React render),
 * then N page requests spread evenly over the four routes below, 8 in flight. Prints the heap,
 * resident memory and timers before and after each phase, the resident memory's peak while the
 * pages render, heap growth per 1,000 requests, and the ratio of the heap after the pages to the
 * heap after the baseline: a server that keeps nothing per render stays near 1.00.
 *
 *   flock /tmp/marketdesk-build.lock npm run bench:memory          # N = 5,000 in total, not per route
 *   BENCH_REQUESTS=1000 npm run bench:memory
 */

import type { ProbeReading } from "./memory-probe";
import { readNodeRssMb } from "./read-node-memory";
import { startBenchServer } from "./start-bench-server";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const CONCURRENCY = 8;
const WARM_UP_PER_ROUTE = 100;
const PAGES = ["/", "/screener", "/stocks/AAPL", "/pricing"];
const BASELINE = "/api/health";

/** `count` GETs cycling through `routes`, `CONCURRENCY` in flight; any answer but 200 stops the bench. */
async function load(origin: string, routes: string[], count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const route = routes[next++ % routes.length]!;
        const response = await fetch(`${origin}${route}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
      }
    }),
  );
}

const server = await startBenchServer({
  dataDir: process.env.BENCH_DATA_DIR ?? "marketdesk-bench-memory",
});

try {
  await load(server.origin, [...PAGES, BASELINE], (PAGES.length + 1) * WARM_UP_PER_ROUTE);
  const start = await server.measure();
  await load(server.origin, [BASELINE], REQUESTS);
  const afterBaseline = await server.measure();
  // The resident memory's peak while the pages render, read from outside every half second.
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, ...readNodeRssMb([Number(process.env.PORT)]));
  }, 500);
  await load(server.origin, PAGES, REQUESTS);
  clearInterval(sampler);
  const afterPages = await server.measure();

  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  const perThousand = (from: ProbeReading, to: ProbeReading) =>
    `${mb(((to.heapUsed - from.heapUsed) / REQUESTS) * 1_000)} per 1,000 requests`;
  const line = (label: string, from: ProbeReading, to: ProbeReading) =>
    console.log(
      `${label}: heap after GC ${mb(from.heapUsed)} → ${mb(to.heapUsed)} (${perThousand(from, to)}); resident ${mb(from.rss)} → ${mb(to.rss)}; live timers ${from.timers} → ${to.timers}`,
    );

  console.log(
    `production server, ${server.database}; ${REQUESTS} requests per phase, ${CONCURRENCY} in flight, after ${WARM_UP_PER_ROUTE} warm-up requests per route`,
  );
  line(`baseline  GET ${BASELINE} ×${REQUESTS}`, start, afterBaseline);
  line(`pages     ${PAGES.join(", ")} ×${REQUESTS / PAGES.length} each`, afterBaseline, afterPages);
  console.log(`resident memory's peak while the pages rendered: ${peakRssMb} MB`);
  console.log(
    `ratio heap after pages ÷ heap after baseline: ${(afterPages.heapUsed / afterBaseline.heapUsed).toFixed(2)} (aim ≤ 1.10)`,
  );
} finally {
  server.stop();
}
