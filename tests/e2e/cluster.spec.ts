import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { register } from "./account-steps";
import { findClusterNodePid } from "./cluster-node-process";
import { expect, test } from "./fixtures";
import { readResumableEvents } from "./resumable-event-reader";
import { raisedRateLimits } from "./test-server-env";

/**
 * `npm run cluster` as an operator runs it (docs/scaling.md): two production nodes behind Debian's
 * nginx, sharing a PostgreSQL database of their own and Redis. The cluster is one Node process
 * here (no npx between), so SIGHUP reaches it and not the nodes.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const database = `cluster_e2e_${randomUUID().replaceAll("-", "")}`;
const databaseUrl = `${baseUrl?.replace(/\/[^/]*$/, "")}/${database}`;
/** nginx 6000 above E2E_PORT, its nodes on the next two ports (stoppable-server.ts lists the rest). */
const port = Number(process.env.E2E_PORT ?? 3100) + 6000;
const origin = `http://localhost:${port}`;
const nodeOrigins = [1, 2].map((offset) => `http://localhost:${port + offset}`);
let cluster: ChildProcess | undefined;
let log = "";

const logged = (line: string, timeout: number) =>
  expect.poll(() => log.includes(line), { timeout, intervals: [500] }).toBe(true);

/** One statement on the cluster's database: what the test sets up or reads behind the app. */
async function queryCluster<Row extends pg.QueryResultRow>(text: string, values: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test.skip(!baseUrl || !redisUrl, "needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)");
test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  cluster = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/cluster.ts"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        ...raisedRateLimits,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        // The fan-out over Redis (docs/scaling.md#real-time-over-redis): the streams below, a
        // rolling restart and a node killed mid-stream run on it; LISTEN/NOTIFY across two nodes
        // is tests/integration/chat-two-nodes.test.ts's.
        REALTIME: "redis",
        AUTH_SECRET: "cluster-e2e-secret-of-enough-length-000000",
        PORT: String(port),
        CLUSTER_NODES: "2",
        LOG_LEVEL: "warn",
      },
    },
  );
  for (const output of [cluster.stdout, cluster.stderr])
    output?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
  await logged("Marketdesk cluster on", 330_000);
});

test.afterAll(async () => {
  if (cluster?.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once("exit", resolve));
    cluster.kill("SIGTERM");
    await exited;
  }
  if (!baseUrl) return;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

test("a person who signs up through the proxy is signed in on every node", async ({ page }) => {
  const email = await register(page, "cluster", { timeout: 30_000 });
  // Cookies are the host's, whatever its port: the nodes, reached directly, get the same session.
  for (const node of nodeOrigins) {
    const session = await (await page.request.get(`${node}/api/auth/session`)).json();
    expect(session.user?.email).toBe(email);
  }
});

test("the nodes hear live updates from Redis: the cluster holds one LISTEN connection, the relay's", async () => {
  // LISTEN/NOTIFY would hold one per node (its page cache listens from the start). The name is
  // the listener's application_name (src/server/db/create-postgres-listener.ts).
  const listeners = async () =>
    (
      await queryCluster<{ count: string }>(
        "select count(*)::text as count from pg_stat_activity where application_name = $1 and datname = current_database()",
        ["marketdesk-listener"],
      )
    )[0]?.count;
  await expect.poll(listeners, { timeout: 30_000 }).toBe("1");
});

test("nginx keeps a visitor's public page, and passes a request with a session cookie to a node", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: origin });
  await visitor.get("/pricing");
  const kept = await visitor.get("/pricing");
  expect(kept.status()).toBe(200);
  expect(kept.headers()["x-proxy-cache"]).toMatch(/^(HIT|STALE|UPDATING)$/);
  // Any session cookie, even a forged one: the node, not nginx, decides what it is worth.
  const own = await visitor.get("/pricing", {
    headers: { cookie: "next-auth.session-token=not-a-session" },
  });
  expect(own.headers()["x-proxy-cache"]).toBe("BYPASS");
  expect(own.headers()["cache-control"]).toContain("no-store");
  await visitor.dispose();
});

test("a rolling restart drains each node in turn: no request lost, a quote stream told to reconnect", async () => {
  test.setTimeout(240_000);
  const streamUrl = `${origin}/api/market/stream?symbols=AAPL`;
  // Two streams: nginx gives each to the node with fewer connections, so each node drains one.
  // Each is read to its end: a node that exited mid-event would make this throw ("terminated").
  const texts = ["", ""];
  const streamsRead = Promise.all(
    texts.map(async (_, index) => {
      const stream = (await fetch(streamUrl)).body!.getReader();
      for (;;) {
        const { value, done } = await stream.read();
        if (done) return;
        texts[index] += new TextDecoder().decode(value);
      }
    }),
  );
  // Both have a quote with an id to resume from before the restart begins (a fresh database's feed
  // takes a moment to write AAPL's first one).
  await expect
    .poll(() => texts.every((text) => /^id: \d+$/m.test(text)), { timeout: 60_000 })
    .toBe(true);
  const statuses: number[] = [];
  let restarted = false;
  const readers = Array.from({ length: 3 }, async () => {
    while (!restarted) {
      // A page rendered per request (never a cached one); an answer cut mid-body counts as none.
      const answer = await fetch(`${origin}/login`)
        .then(async (response) => (await response.arrayBuffer()) && response)
        .catch(() => null);
      statuses.push(answer?.status ?? 0);
    }
  });
  const before = log.length;
  cluster!.kill("SIGHUP");
  await expect
    .poll(() => log.slice(before).includes("Rolling restart done."), { timeout: 200_000 })
    .toBe(true);
  restarted = true;
  await Promise.all(readers);
  expect(log.slice(before)).toContain(`Node on port ${port + 1} restarted.`);
  expect(log.slice(before)).toContain(`Node on port ${port + 2} restarted.`);
  expect(statuses.length).toBeGreaterThan(20);
  // The cluster's log since the signal names a node's own reason, when one had any (LOG_LEVEL=warn).
  expect(
    statuses.filter((status) => status !== 200),
    log.slice(before),
  ).toEqual([]);

  // Each stream's node ended it as it drained, telling the browser to reconnect, which it does
  // through the proxy, from its last event.
  await streamsRead;
  for (const text of texts) expect(text).toMatch(/event: bye\ndata: \{\}\n\n$/);
  const lastId = [...texts[0]!.matchAll(/^id: (\d+)$/gm)].at(-1)?.[1];
  expect(lastId).toBeDefined();
  const controller = new AbortController();
  const resumed = await fetch(streamUrl, {
    headers: { "last-event-id": lastId! },
    signal: controller.signal,
  });
  expect(resumed.status).toBe(200);
  expect(new TextDecoder().decode((await resumed.body!.getReader().read()).value)).toContain(
    "retry:",
  );
  controller.abort();
});

test("a node killed mid-stream: readers reconnect through the proxy and miss nothing, chat and quotes", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = await register(page, "killed", { timeout: 30_000 });
  // Confirmed behind the app: a cluster on PostgreSQL has no demo mailbox, and posting needs it.
  await queryCluster("update users set email_verified_at = now() where email = $1", [email]);
  // The page's part is its session cookie (page.request posts with it). Left on /account, its own
  // live stream would be cut too, which Chromium reports as an error (the test's readers stand in).
  await page.goto("about:blank");
  const quotes = readResumableEvents(`${origin}/api/market/stream?symbols=AAPL`);
  const chat = readResumableEvents(`${origin}/api/chat/stream?room=general&after=0`);
  try {
    const quoteSeqs = (on: (connection: number) => boolean = () => true) =>
      quotes.events
        .filter((event) => event.event === "quotes" && on(event.connection))
        .flatMap((event) => (JSON.parse(event.data) as { quotes: { seq: number }[] }).quotes)
        .map((quote) => quote.seq);
    // Each reader has what its current connection opens with: quotes have a first id, chat caught up.
    const streaming = () =>
      [quotes, chat].every(
        (reader) => reader.events.at(-1)?.connection === reader.connections.length,
      );
    await expect.poll(() => quoteSeqs().length > 0 && streaming(), { timeout: 60_000 }).toBe(true);
    const lastSeqBeforeKill = Math.max(...quoteSeqs());

    const run = Date.now().toString(36);
    const posted: string[] = [];
    const post = async () => {
      const body = `Killed mid-stream ${run} #${posted.length + 1}`;
      const answer = await page.request.post("/api/trpc/chat.post", {
        headers: { "content-type": "application/json" },
        data: { json: { room: "general", body } },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      posted.push(body);
    };
    const ours = () =>
      chat.events.flatMap((event) => {
        const body = (JSON.parse(event.data) as { json?: { message?: { body?: string } } }).json
          ?.message?.body;
        return body?.startsWith(`Killed mid-stream ${run} `) ? [body] : [];
      });
    // One read before the kills, so the chat reader has an id to resume from when its node dies.
    await post();
    await expect.poll(() => ours().length).toBe(1);
    // Both nodes, one after the other: whichever node each stream is on, each loses it at least once.
    for (const nodePort of [port + 1, port + 2]) {
      await expect.poll(streaming, { timeout: 30_000 }).toBe(true);
      const pid = findClusterNodePid(cluster!.pid!, nodePort);
      expect(pid).not.toBeNull();
      const before = log.length;
      process.kill(pid!, "SIGKILL");
      await expect
        .poll(() => log.slice(before).includes(`Node on port ${nodePort} exited (null)`))
        .toBe(true);
      // While it is dead (nginx passes the posts to the other node), then once it is back.
      await post();
      await post();
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${nodePort}/api/health`).then(
              (answer) => answer.ok,
              () => false,
            ),
          { timeout: 120_000, intervals: [500] },
        )
        .toBe(true);
      await post();
    }

    // Chat: every event of the room once, in order, from its first (after=0), the posts among them.
    await expect
      .poll(() => ours().length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(posted.length);
    expect(ours()).toEqual(posted);
    const chatIds = chat.events.flatMap((event) => (event.id === null ? [] : [Number(event.id)]));
    expect(chatIds).toEqual(chatIds.map((_, index) => index + 1));

    // Quotes: the latest per symbol. A reconnection resumes after its Last-Event-ID (nothing at or
    // before it again) and brings what was written meanwhile; the reader ends on the current quote.
    const [row] = await queryCluster<{ seq: string }>(
      "select seq::text from quote where symbol = $1",
      ["AAPL"],
    );
    const current = Number(row?.seq);
    expect(current).toBeGreaterThan(lastSeqBeforeKill);
    await expect
      .poll(() => Math.max(...quoteSeqs()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(current);
    const seqs = quoteSeqs();
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
    const quoteIds = quotes.events.flatMap((event) =>
      event.id === null ? [] : [Number(event.id)],
    );
    expect(quoteIds).toEqual([...quoteIds].sort((a, b) => a - b));
    quotes.connections.forEach(({ lastEventId }, index) => {
      if (lastEventId !== null)
        for (const seq of quoteSeqs((on) => on === index + 1))
          expect(seq).toBeGreaterThan(Number(lastEventId));
    });

    // The fault happened as meant: each stream cut without a goodbye, every reconnection answered.
    for (const reader of [quotes, chat]) {
      expect(reader.reconnections()).toBeGreaterThanOrEqual(1);
      expect(reader.connections.slice(1).filter((next) => next.lastEventId === null)).toEqual([]);
      expect(reader.events.filter((event) => event.event === "bye")).toEqual([]);
      expect(reader.connections.map((connection) => connection.status)).toEqual(
        reader.connections.map(() => 200),
      );
    }
  } finally {
    // Stopped whatever happened: left reading, they would knock on the proxy until the worker ends.
    await Promise.all([quotes.stop(), chat.stop()]);
  }
});
