import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { analyticsEvents } from "@/server/db/schema";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { serveFetchHandler } from "./serve-fetch-handler";
import { describeEachDatabase } from "./test-databases";

const TOKEN = "phc_test_token_for_ingest_limits";
type Served = Awaited<ReturnType<typeof serveFetchHandler>>;

const event = (name = "auth_login", extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  event: name,
  properties: { token: TOKEN, distinct_id: "limits", ...extra },
});

/** Concatenated gzip members inflate to their concatenation: 100 copies of 10 MB of spaces is a 1 MB body holding 1 GB. */
function gzipBomb(): Uint8Array<ArrayBuffer> {
  const spaces = gzipSync(Buffer.alloc(10_000_000, " "));
  const first = event();
  return new Uint8Array(
    Buffer.concat([
      gzipSync(`[${JSON.stringify(first)}`),
      ...Array.from({ length: 100 }, () => spaces),
      gzipSync("]"),
    ]),
  );
}

describeEachDatabase("/ingest input limits", (getHandle) => {
  let server: Served;
  let upstream: Served;
  let handler: ReturnType<typeof createIngestHandler>;
  const forwarded: string[] = [];

  beforeAll(async () => {
    upstream = await serveFetchHandler(async (request) => {
      forwarded.push(new URL(request.url).pathname + (await request.text()).slice(0, 20));
      return Response.json({ flags: { upstream: true } });
    });
    const limiter = createRateLimiter(
      `ingest-limits-${randomUUID()}`,
      { points: 10_000, seconds: 60 },
      undefined,
    );
    handler = createIngestHandler({
      getDb: () => getHandle().db,
      token: TOKEN,
      storeEvents: true,
      posthogHost: upstream.origin,
      log: pino({ level: "silent" }),
      limiter,
    });
    server = await serveFetchHandler(handler, { record: false });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  const stored = async (uuids: string[]) =>
    getHandle()
      .db.select({ uuid: analyticsEvents.uuid })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.uuid, uuids));
  const post = (
    path: string,
    body: BodyInit,
    headers: Record<string, string> = { "content-type": "application/json" },
  ) => fetch(`${server.origin}/ingest${path}`, { method: "POST", body, headers });
  const refusal = async (answer: Response) => ({
    status: answer.status,
    error: ((await answer.json()) as { error: string }).error,
  });

  it("refuses a 1 MB gzip body that inflates to 1 GB with 413, by magic bytes and by content-encoding alike", async () => {
    const bomb = gzipBomb();
    expect(bomb.length).toBeLessThan(1_100_000);
    const expected = { status: 413, error: "The batch is larger than 10 MB once decompressed." };
    expect(
      await refusal(
        await post("/i/v0/e/?compression=gzip-js", bomb, { "content-type": "text/plain" }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        await post("/e/", bomb, { "content-type": "application/json", "content-encoding": "gzip" }),
      ),
    ).toEqual(expected);
  });

  it("takes 2,000 events in one request and refuses 2,001, storing none of them", async () => {
    const most = Array.from({ length: 2_000 }, () => event());
    expect(
      (await post("/batch/", gzipSync(JSON.stringify({ api_key: TOKEN, batch: most })))).status,
    ).toBe(200);
    expect(await stored(most.map((e) => e.uuid))).toHaveLength(2_000);
    const tooMany = Array.from({ length: 2_001 }, () => event());
    expect(
      await refusal(
        await post("/batch/", gzipSync(JSON.stringify({ api_key: TOKEN, batch: tooMany }))),
      ),
    ).toEqual({
      status: 413,
      error: "The batch has 2001 events; at most 2000 are accepted per request.",
    });
    expect(await stored(tooMany.map((e) => e.uuid))).toEqual([]);
  });

  it("answers 100,000 events with the real token with a 413, not a 5xx", async () => {
    const batch = Array.from({ length: 100_000 }, (_, index) => ({ event: `e${index}` }));
    const answer = await post("/batch/", gzipSync(JSON.stringify({ api_key: TOKEN, batch })), {
      "content-type": "application/json",
    });
    expect(answer.status).toBe(413);
  });

  it("takes an event just under 100,000 characters and refuses one over, naming it", async () => {
    const large = event("auth_login", { a: "x".repeat(60_000), b: "y".repeat(39_000) });
    expect(JSON.stringify(large).length).toBeLessThan(100_000);
    expect((await post("/e/", JSON.stringify([large]))).status).toBe(200);
    const small = event();
    const tooLarge = event("auth_login", { a: "x".repeat(100_000) });
    expect(await refusal(await post("/e/", JSON.stringify([small, tooLarge])))).toEqual({
      status: 413,
      error: "Event 1 is larger than 100,000 characters as JSON.",
    });
    expect(await stored([large.uuid, small.uuid, tooLarge.uuid])).toEqual([{ uuid: large.uuid }]);
  });

  it("takes JSON nested 64 levels and refuses 65 (or a million) with 400 before parsing", async () => {
    // The batch array, the event and its properties are three levels; `deep` adds the rest.
    const nested = (levels: number) =>
      `[{"event":"auth_login","properties":{"token":"${TOKEN}","deep":${"[".repeat(levels)}${"]".repeat(levels)}}}]`;
    expect((await post("/e/", nested(61))).status).toBe(200);
    const expected = { status: 400, error: "The events are nested deeper than 64 levels." };
    expect(await refusal(await post("/e/", nested(62)))).toEqual(expected);
    expect(
      await refusal(
        await post("/e/", gzipSync(nested(1_000_000)), { "content-type": "text/plain" }),
      ),
    ).toEqual(expected);
  });

  it("reads a forwarded flags call through the size limit: 413 past 1 MB, nothing forwarded", async () => {
    forwarded.length = 0;
    const answer = await post(
      "/flags/?v=2",
      JSON.stringify({
        token: TOKEN,
        distinct_id: "d",
        person_properties: { pad: "x".repeat(1_100_000) },
      }),
    );
    expect(await refusal(answer)).toEqual({
      status: 413,
      error: "The request is larger than 1 MB.",
    });
    expect(forwarded).toEqual([]);
    const small = await post("/flags/?v=2", JSON.stringify({ token: TOKEN, distinct_id: "d" }));
    expect(await small.json()).toEqual({ flags: { upstream: true } });
    expect(forwarded).toEqual(['/flags/{"token":"phc_test_t']);
  });

  it("answers a body the sender broke off with 400, not a 500", async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("the connection was reset"));
      },
    });
    const answer = await handler(
      new Request("http://md.example/ingest/e/", {
        method: "POST",
        body: broken,
        duplex: "half",
      } as RequestInit),
    );
    expect(await refusal(answer)).toEqual({
      status: 400,
      error: "The request body could not be read.",
    });
  });
});
