import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { register } from "./account-steps";
import { expect, test } from "./fixtures";
import { raisedRateLimits } from "./test-server-env";

/**
 * `npm run cluster` as an operator runs it (docs/scaling.md): two production nodes behind Debian's
 * nginx, sharing a PostgreSQL database of their own and Redis. The cluster is one Node process
 * here (no npx between), so SIGHUP reaches it and not the nodes.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const database = `cluster_e2e_${randomUUID().replaceAll("-", "")}`;
/** nginx 6000 above E2E_PORT, its nodes on the next two ports (stoppable-server.ts lists the rest). */
const port = Number(process.env.E2E_PORT ?? 3100) + 6000;
const origin = `http://localhost:${port}`;
const nodeOrigins = [1, 2].map((offset) => `http://localhost:${port + offset}`);
let cluster: ChildProcess | undefined;
let log = "";

const logged = (line: string, timeout: number) =>
  expect.poll(() => log.includes(line), { timeout, intervals: [500] }).toBe(true);

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
        DATABASE_URL: `${baseUrl!.replace(/\/[^/]*$/, "")}/${database}`,
        REDIS_URL: redisUrl,
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
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

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
