/**
 * bench/chat: a chat message's way from one app node to readers on another (docs/architecture.md#real-time).
 * Two database handles on one PostgreSQL database stand for two nodes in this process: posts go
 * through node A's /api/trpc handler (session cookie, rules, the insert and its NOTIFY), and N live
 * streams of one room are open on node B's /api/chat/stream handler, fed by B's hub. Printed:
 * - delivery latency, post call to the event read on each reader (median, p95 over all readers ×
 *   posts, and the slowest reader per post), at 50 and 500 readers; aim p95 under 250 ms at 500;
 * - posts per second, sequential, rate limits set high, and node B's heap per open stream
 *   (after a full GC, when run with --expose-gc, as `npm run bench:chat` does);
 * against baselines of the same run: a bare LISTEN/NOTIFY round trip between two pg clients, and
 * the same insert called direct (insertMessage, no procedure). No assertions.
 *
 *   BENCH_DATABASE_URL=1 TEST_DATABASE_URL=postgres://… npm run bench:chat   # PostgreSQL (two nodes)
 *   npm run bench:chat                                                      # PGlite, one node in memory
 *   BENCH_READERS=50,500 BENCH_POSTS=50 BENCH_THROUGHPUT_POSTS=200 to change the sizes
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeRuns } from "./time-runs";

requireServerNodeFlags("bench:chat");

const READERS = (process.env.BENCH_READERS ?? "50,500").split(",").map(Number);
const POSTS = Number(process.env.BENCH_POSTS ?? 50);
const THROUGHPUT_POSTS = Number(process.env.BENCH_THROUGHPUT_POSTS ?? 200);

// Settings are read when @/env loads, so they are set before the server modules are imported.
process.env.AUTH_SECRET ??= "bench-only-secret-of-at-least-thirty-two-characters";
process.env.LOG_LEVEL = "warn";
process.env.RATE_LIMIT_CHAT_BURST = "1000000/10";
process.env.RATE_LIMIT_CHAT_HOUR = "1000000/3600";
const { createPostgresTestDatabase } = await import("../tests/integration/test-databases");
const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresTestDatabase() : null;
const { createDatabase } = await import("@/server/db/create-database");
const { createChatHub } = await import("@/features/chat/server/create-chat-hub");
const { createChatStreamHandler } = await import(
  "@/features/chat/server/create-chat-stream-handler"
);
const { createChatRateLimits } = await import("@/features/chat/server/chat-rate-limits");
const { insertMessage } = await import("@/features/chat/server/mutations");
const { readRoomSeq } = await import("@/features/chat/server/data");
const { createChatCaller, createMember, insertListedSecurity } = await import(
  "../tests/integration/chat-helpers"
);

const nodeA = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 10 })
  : createDatabase({ kind: "pglite", dataDir: "memory://" });
await nodeA.migrate();
const nodeB = postgres
  ? createDatabase({ kind: "postgres", url: postgres.url, poolMax: 10 })
  : nodeA;
await insertListedSecurity(nodeA.db, "BNCH", 100);
const author = await createMember(nodeA.db);
const limits = createChatRateLimits(undefined);
const call = createChatCaller(() => nodeA.db, { getRateLimits: () => limits });
let posted = 0;
async function post(room: string) {
  const answer = await call("post", {
    cookie: author.cookie,
    ip: "10.0.0.1",
    input: { room, body: `bench message ${(posted += 1)} about $BNCH` },
  });
  if (answer.error) throw new Error(`post refused: ${answer.error.message}`);
}
const hubB = createChatHub({ db: nodeB.db, listen: nodeB.listen });
const streamB = createChatStreamHandler({
  getDb: () => nodeB.db,
  getHub: () => hubB,
  maxPerIp: 100_000,
  maxPerNode: 100_000,
});
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function quantiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * `count` live streams of `room` on `handler`, each read as a browser reads it (text split on blank
 * lines, the `id:` line taken), noting when each event number arrived on each stream.
 */
async function openReaders(
  handler: (request: Request) => Promise<Response>,
  room: string,
  count: number,
) {
  const arrivals = new Map<number, number[]>();
  const waiting = new Map<number, () => void>();
  const arrived = (seq: number) => {
    const times = arrivals.get(seq) ?? [];
    arrivals.set(seq, times);
    times.push(performance.now());
    if (times.length === count) waiting.get(seq)?.();
  };
  const seenByAll = (seq: number) =>
    new Promise<void>((resolve) =>
      arrivals.get(seq)?.length === count ? resolve() : waiting.set(seq, resolve),
    );
  const streams = await Promise.all(
    Array.from({ length: count }, async () => {
      const controller = new AbortController();
      const response = await handler(
        new Request(`http://localhost:3000/api/chat/stream?room=${room}`, {
          signal: controller.signal,
        }),
      );
      if (response.status !== 200)
        throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let buffer = "";
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          buffer += decoder.decode(chunk.value, { stream: true });
          for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
            const id = /^id: (\d+)$/m.exec(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (id) arrived(Number(id[1]));
          }
        }
      })();
      return { controller, reader };
    }),
  );
  return {
    /** Times `posts` posts (after 3 warm-ups), one at a time, each once every reader has the one before. */
    async measure(posts: number, postOne: () => Promise<void>) {
      let seq = await readRoomSeq(nodeB.db, room);
      const all: number[] = [];
      const slowest: number[] = [];
      const calls: number[] = [];
      for (let i = -3; i < posts; i += 1) {
        seq += 1;
        const start = performance.now();
        await postOne();
        const called = performance.now() - start;
        await seenByAll(seq);
        if (i < 0) continue;
        calls.push(called);
        const times = arrivals.get(seq)!;
        all.push(...times.map((time) => time - start));
        slowest.push(Math.max(...times) - start);
      }
      return { all, slowest, calls };
    },
    async close() {
      // As the server's pipe does when a browser leaves: it cancels the body (request.signal alone
      // stops firing once the Request object is collected, which the GC above makes likely).
      for (const { controller, reader } of streams) {
        controller.abort();
        await reader.cancel();
      }
      while (hubB.size() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

// Baseline 1: a bare NOTIFY from one pg client heard by another's LISTEN.
let notifyBaseline: { median: number; p95: number } | null = null;
if (postgres) {
  const listener = new pg.Client({ connectionString: postgres.url });
  const sender = new pg.Client({ connectionString: postgres.url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query("LISTEN bench_round_trip");
  let heard: (() => void) | null = null;
  listener.on("notification", () => heard?.());
  notifyBaseline = await timeRuns(async () => {
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    await sender.query("select pg_notify('bench_round_trip', 'x')");
    await arrived;
  }, POSTS * 4);
  await Promise.all([listener.end(), sender.end()]);
}

console.log(
  `database: ${postgres ? "PostgreSQL, two handles (nodes A and B)" : "PGlite in memory, one node"}; ${POSTS} timed posts per size after 3 warm-ups`,
);
if (notifyBaseline)
  console.log(
    `baseline LISTEN/NOTIFY round trip (two pg clients): median ${fmt(notifyBaseline.median)}, p95 ${fmt(notifyBaseline.p95)}`,
  );

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

for (const size of READERS) {
  const room = "BNCH";
  const heapBefore = heap();
  const readers = await openReaders(streamB, room, size);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const perStream = (heap() - heapBefore) / size;
  const timed = await readers.measure(POSTS, () => post(room));
  const all = quantiles(timed.all);
  const slowest = quantiles(timed.slowest);
  const calls = quantiles(timed.calls);
  const vs = (ms: number, base: number | undefined) =>
    base ? ` (×${(ms / base).toFixed(1)} the round trip)` : "";
  console.log(
    `${String(size).padStart(4)} readers on node B: latency median ${fmt(all.median)}${vs(all.median, notifyBaseline?.median)}, p95 ${fmt(all.p95)}${vs(all.p95, notifyBaseline?.p95)}; slowest reader per post median ${fmt(slowest.median)}, p95 ${fmt(slowest.p95)} (aim: p95 under 250 ms at 500)`,
  );
  console.log(
    `     of which the chat.post call itself: median ${fmt(calls.median)}, p95 ${fmt(calls.p95)}; heap per open stream ${gc ? `${(perStream / 1024).toFixed(1)} KB` : "n/a (run with --expose-gc)"}, reader side included`,
  );
  await readers.close();
}

// Posts per second through the procedure (no reader open) against the same insert called direct.
const started = performance.now();
for (let i = 0; i < THROUGHPUT_POSTS; i += 1) await post("general");
const viaRouter = THROUGHPUT_POSTS / ((performance.now() - started) / 1000);
const directStarted = performance.now();
for (let i = 0; i < THROUGHPUT_POSTS; i += 1) {
  await insertMessage(nodeA.db, {
    room: "general",
    authorId: author.id,
    body: `direct ${i}`,
    sentiment: null,
    replyToId: null,
    hasLinks: false,
    prices: [],
    createdAt: new Date(),
  });
}
const direct = THROUGHPUT_POSTS / ((performance.now() - directStarted) / 1000);
console.log(
  `posts per second, sequential: chat.post ${viaRouter.toFixed(0)}/s; insertMessage direct ${direct.toFixed(0)}/s; ratio ×${(direct / viaRouter).toFixed(2)} (the procedure's checks and the session)`,
);

await hubB.close();
if (nodeB !== nodeA) await nodeB.close();
await nodeA.close();
await postgres?.drop();
