import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createBytesInFlight } from "@/features/analytics/server/create-bytes-in-flight";
import { createIngestQuota } from "@/features/analytics/server/create-ingest-quota";
import { createHealthHandler } from "@/server/api/create-health-handler";
import { analyticsEvents } from "@/server/db/schema";
import { uniqueIp } from "./auth-helpers";
import { createTestIngestHandler } from "./create-test-ingest-handler";
import { describeEachDatabase } from "./test-databases";

const TOKEN = "phc_test_token_for_ingest_flood";
const KB = 1_000;

/** `count` events of about `size` characters each, all under one distinct id. */
const batch = (distinctId: string, count = 1, size = 100) =>
  JSON.stringify(
    Array.from({ length: count }, () => ({
      uuid: randomUUID(),
      event: "auth_login",
      properties: { token: TOKEN, distinct_id: distinctId, pad: "x".repeat(size) },
    })),
  );

const post = (ip: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://md.example/ingest/e/", {
    method: "POST",
    body,
    headers: { "x-marketdesk-socket-ip": ip, ...headers },
    duplex: "half",
  } as RequestInit);

/** A request that declares `bytes` and then sends nothing until the test lets it fail. */
function heldOpen(ip: string, bytes: number) {
  let hang: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (hang = controller) });
  return {
    request: post(ip, body, { "content-length": String(bytes) }),
    drop: () => hang?.error(),
  };
}

async function refusal(answer: Response) {
  const { error } = (await answer.json()) as { error: string };
  return { status: answer.status, retryAfter: Number(answer.headers.get("retry-after")), error };
}

describeEachDatabase("/ingest under a flood from one client", (getHandle) => {
  const handler = (options: Parameters<typeof createTestIngestHandler>[2]) =>
    createTestIngestHandler(() => getHandle().db, TOKEN, options);
  const rows = async (distinctId: string) =>
    (
      await getHandle()
        .db.select({ count: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.distinctId, distinctId))
    )[0]!.count;

  it("refuses with 429 + Retry-After what passes a client's or the node's bytes in flight, and serves the rest", async () => {
    const ingest = handler({
      bytesInFlight: createBytesInFlight({ nodeBytes: 1_500 * KB, clientBytes: 1_000 * KB }),
    });
    const flooder = uniqueIp();
    // A parallel burst of ten 200 KB bodies held open: five fit the client's 1 MB, five are refused.
    const burst = Array.from({ length: 10 }, () => heldOpen(flooder, 200 * KB));
    const answers = burst.map(({ request }) => ingest(request));
    const settled = await Promise.race([
      Promise.all(answers.slice(5)),
      new Promise<"held">((resolve) => setTimeout(() => resolve("held"), 5_000)),
    ]);
    expect(settled).not.toBe("held");
    for (const answer of settled as Response[])
      expect(await refusal(answer)).toEqual({
        status: 429,
        retryAfter: 1,
        error: "This address has too many analytics requests in progress. Try again in 1 second.",
      });
    // Meanwhile another client is stored, the health check answers, and the node's limit holds.
    const other = `flood-other-${randomUUID()}`;
    expect((await ingest(post(uniqueIp(), batch(other)))).status).toBe(200);
    expect(await rows(other)).toBe(1);
    expect((await createHealthHandler({ getDb: () => getHandle().db })()).status).toBe(200);
    expect((await ingest(heldOpen(uniqueIp(), 600 * KB).request)).status).toBe(429);
    // A small gzip body is charged for what it inflates to and its parse: about 800 KB here.
    const inflating = gzipSync(batch(other, 20, 10 * KB));
    expect(inflating.length).toBeLessThan(20 * KB);
    expect((await ingest(post(uniqueIp(), inflating))).status).toBe(429);
    // The held bodies fail; what they held is given back and the flooder is served again.
    for (const request of burst) request.drop();
    for (const answer of await Promise.all(answers.slice(0, 5))) expect(answer.status).toBe(400);
    const flooderRows = `flood-back-${randomUUID()}`;
    expect((await ingest(post(flooder, batch(flooderRows)))).status).toBe(200);
    expect((await ingest(post(uniqueIp(), inflating))).status).toBe(200);
  });

  it("stops storing a client's and a token's events past their quota, with 429 and the wait", async () => {
    const ingest = handler({
      quota: createIngestQuota(
        { client: { hourMb: 1, dayMb: 2 }, token: { hourMb: 3, dayMb: 3 } },
        undefined,
      ),
    });
    const ip = uniqueIp();
    const id = `quota-${randomUUID()}`;
    // 100 events of 3 KB: about 0.3 MB a batch, so the fourth passes the client's 1 MB an hour.
    for (let sent = 0; sent < 3; sent += 1)
      expect((await ingest(post(ip, batch(id, 100, 3 * KB)))).status).toBe(200);
    expect(await rows(id)).toBe(300);
    const refused = await refusal(await ingest(post(ip, batch(id, 100, 3 * KB))));
    expect(refused).toMatchObject({
      status: 429,
      error: expect.stringMatching(
        /^Analytics from this address are past what we store for now\. Try again in (\d+ minutes|1 hour)\.$/,
      ),
    });
    expect(refused.retryAfter).toBeGreaterThan(60);
    expect(refused.retryAfter).toBeLessThanOrEqual(3_600);
    expect(await rows(id)).toBe(300);
    // Other addresses fill the token's 3 MB; then even a new address is refused, for the project.
    let last = 200;
    for (let sent = 0; sent < 10 && last === 200; sent += 1)
      last = (await ingest(post(uniqueIp(), batch(id, 100, 3 * KB)))).status;
    expect(last).toBe(429);
    const stored = await rows(id);
    expect(stored).toBeLessThanOrEqual(1_000);
    expect(await refusal(await ingest(post(uniqueIp(), batch(id))))).toMatchObject({
      status: 429,
      error: expect.stringMatching(/^Analytics from this project are past what we store for now\./),
    });
    expect(await rows(id)).toBe(stored);
  });
});
