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
import { openSseReaders } from "./open-sse-readers";
import { quantiles } from "./quantiles";
import { requireServerNodeFlags } from "./require-server-node-flags";
import { timeNotifyRoundTrip } from "./time-notify-round-trip";

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
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

/** `count` live streams of `room` on node B, each timing `posts` posts (after 3 warm-ups), one at a time, each once every reader has the one before. */
async function measureReaders(room: string, count: number, posts: number) {
  const url = `http://localhost:3000/api/chat/stream?room=${room}`;
  const heapBefore = heap();
  const readers = await openSseReaders(streamB, Array(count).fill(url), hubB.size);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const perStream = (heap() - heapBefore) / count;
  let seq = await readRoomSeq(nodeB.db, room);
  const all: number[] = [];
  const slowest: number[] = [];
  const calls: number[] = [];
  for (let i = -3; i < posts; i += 1) {
    seq += 1;
    const start = performance.now();
    await post(room);
    const called = performance.now() - start;
    await readers.seenByAll(seq);
    if (i < 0) continue;
    calls.push(called);
    const times = readers.arrivals(seq);
    all.push(...times.map((time) => time - start));
    slowest.push(Math.max(...times) - start);
  }
  await readers.close();
  return { all, slowest, calls, perStream };
}

// Baseline 1: a bare NOTIFY from one pg client heard by another's LISTEN.
const notifyBaseline = postgres
  ? await timeNotifyRoundTrip({ kind: "postgres", url: postgres.url }, POSTS * 4)
  : null;

console.log(
  `database: ${postgres ? "PostgreSQL, two handles (nodes A and B)" : "PGlite in memory, one node"}; ${POSTS} timed posts per size after 3 warm-ups`,
);
if (notifyBaseline)
  console.log(
    `baseline LISTEN/NOTIFY round trip (two pg clients): median ${fmt(notifyBaseline.median)}, p95 ${fmt(notifyBaseline.p95)}`,
  );

for (const size of READERS) {
  const timed = await measureReaders("BNCH", size, POSTS);
  const all = quantiles(timed.all);
  const slowest = quantiles(timed.slowest);
  const calls = quantiles(timed.calls);
  const vs = (ms: number, base: number | undefined) =>
    base ? ` (×${(ms / base).toFixed(1)} the round trip)` : "";
  console.log(
    `${String(size).padStart(4)} readers on node B: latency median ${fmt(all.median)}${vs(all.median, notifyBaseline?.median)}, p95 ${fmt(all.p95)}${vs(all.p95, notifyBaseline?.p95)}; slowest reader per post median ${fmt(slowest.median)}, p95 ${fmt(slowest.p95)} (aim: p95 under 250 ms at 500)`,
  );
  console.log(
    `     of which the chat.post call itself: median ${fmt(calls.median)}, p95 ${fmt(calls.p95)}; heap per open stream ${gc ? `${(timed.perStream / 1024).toFixed(1)} KB` : "n/a (run with --expose-gc)"}, reader side included`,
  );
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
