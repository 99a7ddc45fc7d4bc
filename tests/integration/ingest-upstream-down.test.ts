import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createCaptureForwarder } from "@/features/analytics/server/create-capture-forwarder";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { keepForwardForRetry } from "@/features/analytics/server/mutations";
import { retryKeptForwards } from "@/features/analytics/server/retry-kept-forwards";
import { analyticsForwards } from "@/server/db/schema";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { describeEachDatabase } from "./test-databases";

const TOKEN = "phc_test_token_upstream_down";
const log = pino({ level: "silent" });

/**
 * A PostHog that can be told how to answer: take batches, refuse them (a status), hang up on
 * them (unreachable), or hold them unanswered (slow) until released.
 */
async function startFakePosthog() {
  let mode: { take: true } | { status: number } | "hang-up" | "hold" = { take: true };
  const taken: Buffer[] = [];
  const held: ServerResponse[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (mode === "hang-up") return void request.socket.destroy();
    if (mode === "hold") return void held.push(response);
    if ("status" in mode) return void response.writeHead(mode.status).end();
    taken.push(Buffer.concat(chunks));
    response.writeHead(200, { "content-type": "application/json" }).end('{"status":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    taken,
    held,
    set: (next: typeof mode) => {
      mode = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const batch = () =>
  gzipSync(
    JSON.stringify([
      {
        uuid: randomUUID(),
        event: "$pageview",
        timestamp: new Date().toISOString(),
        properties: { token: TOKEN, distinct_id: "visitor-1", page_url: "https://md.example/" },
      },
    ]),
  );

describeEachDatabase(
  "analytics when PostHog is down or slow (docs/scaling.md#faults)",
  (getHandle) => {
    let posthog: Awaited<ReturnType<typeof startFakePosthog>>;
    let ingest: ReturnType<typeof createIngestHandler>;
    const db = () => getHandle().db;
    const kept = () =>
      selectRawRows<{ body: Uint8Array; attempts: number; last_error: string }>(
        db(),
        sql`select body, attempts, last_error from ${analyticsForwards} order by id`,
      );
    const post = (body: Uint8Array) =>
      ingest(
        new Request("http://md.example/ingest/i/v0/e/?compression=gzip-js", {
          method: "POST",
          body: body as Uint8Array<ArrayBuffer>,
          headers: { "content-type": "text/plain" },
        }),
      );
    const retry = () => retryKeptForwards(db(), { host: posthog.origin, log });
    /** Time passing: every kept batch is due now. */
    const allDue = () => db().execute(sql`update ${analyticsForwards} set next_attempt_at = now()`);

    beforeAll(async () => {
      posthog = await startFakePosthog();
      ingest = createIngestHandler({
        getDb: db,
        token: TOKEN,
        storeEvents: true,
        posthogHost: posthog.origin,
        log,
      });
    });
    afterAll(() => posthog.close());
    beforeEach(async () => {
      await db().delete(analyticsForwards);
      posthog.taken.length = 0;
      posthog.set({ take: true });
    });

    it("a batch PostHog is unreachable for is answered at once, kept, and sent when it is back", async () => {
      posthog.set("hang-up");
      const body = batch();
      expect(await (await post(body)).json()).toEqual({ status: 1 });
      await ingest.settle();
      const [row] = await kept();
      expect(Buffer.from(row!.body).equals(body)).toBe(true);
      expect(row!.last_error).toMatch(/fetch failed|other side closed|socket/i);

      // Still down at the retry: the attempt is counted and the batch stays.
      await allDue();
      expect(await retry()).toMatchObject({ sent: 0, stillFailing: true });
      expect((await kept()).map((k) => k.attempts)).toEqual([2]);

      posthog.set({ take: true });
      await allDue();
      expect(await retry()).toMatchObject({ sent: 1, stillFailing: false });
      expect(posthog.taken.map((taken) => taken.equals(body))).toEqual([true]);
      expect(await kept()).toEqual([]);
    });

    it("a batch PostHog holds unanswered does not hold up the answer, and a 503 then keeps it", async () => {
      posthog.set("hold");
      expect((await post(batch())).status).toBe(200);
      // Answered while PostHog still holds the forward.
      await expect.poll(() => posthog.held.length).toBe(1);
      posthog.held.pop()!.writeHead(503).end();
      await ingest.settle();
      expect((await kept()).map((k) => k.last_error)).toEqual(["PostHog answered 503"]);
    });

    it("a batch PostHog refuses for good (400) is not kept; a 429 is", async () => {
      posthog.set({ status: 400 });
      await post(batch());
      await ingest.settle();
      expect(await kept()).toEqual([]);
      posthog.set({ status: 429 });
      await post(batch());
      await ingest.settle();
      expect((await kept()).map((k) => k.last_error)).toEqual(["PostHog answered 429"]);
    });

    it("past the node's memory for forwards, a batch goes to the database instead of waiting", async () => {
      posthog.set("hold");
      const forwarder = createCaptureForwarder({
        host: posthog.origin,
        getDb: db,
        log,
        maxBytesInFlight: 1_000,
      });
      const forward = (body: Buffer) =>
        forwarder.forward({ path: "/e/", method: "POST", headers: {}, body });
      forward(Buffer.alloc(800));
      await expect.poll(() => posthog.held.length).toBe(1);
      forward(Buffer.alloc(800, 1));
      await expect.poll(async () => (await kept()).length).toBe(1);
      expect(Buffer.from((await kept())[0]!.body)).toEqual(Buffer.alloc(800, 1));
      posthog.held.pop()!.writeHead(200).end();
      await forwarder.settle();
      expect(await kept()).toHaveLength(1);
    });

    it("keeps batches without counting them while the table's files are under the bound", async () => {
      // 2 MB of zeros: PostgreSQL stores them compressed, a few kB on disk, so only the sum of the
      // batches could refuse the second one; under the bound on disk, it is not asked.
      const forward = { path: "/e/", method: "POST", headers: {}, body: Buffer.alloc(2_000_000) };
      expect(await keepForwardForRetry(db(), forward, "down", 3_000_000)).toBe(true);
      expect(await keepForwardForRetry(db(), forward, "down", 3_000_000)).toBe(true);
      expect(await kept()).toHaveLength(2);
    });

    it("a full backlog drops the batch, and a batch not taken for a day is dropped", async () => {
      const forward = { path: "/e/", method: "POST", headers: {}, body: Buffer.alloc(600) };
      expect(await keepForwardForRetry(db(), forward, "down", 1_000)).toBe(true);
      expect(await keepForwardForRetry(db(), forward, "down", 1_000)).toBe(false);
      await db().execute(
        sql`update ${analyticsForwards} set first_failed_at = now() - interval '25 hours'`,
      );
      expect(await retry()).toMatchObject({ dropped: 1, sent: 0 });
      expect(await kept()).toEqual([]);
    });
  },
);
