import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { PostHog } from "posthog-node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { analyticsEvents } from "@/server/db/schema";
import { serveFetchHandler } from "./serve-fetch-handler";
import { describeEachDatabase } from "./test-databases";

const TOKEN = "phc_test_token_for_ingest";
type Served = Awaited<ReturnType<typeof serveFetchHandler>>;

function event(name: string, extra: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    event: name,
    timestamp: new Date().toISOString(),
    properties: {
      token: TOKEN,
      distinct_id: "visitor-1",
      session_id: "s-1",
      user_type: "guest",
      page_url: "https://md.example/pricing",
      ...extra,
    },
  };
}

describeEachDatabase("/ingest, PostHog's capture protocol", (getHandle) => {
  let server: Served;
  let upstream: Served;
  let handler: ReturnType<typeof createIngestHandler>;
  const forwarded: Array<{ path: string; body: Buffer; contentType: string | null }> = [];

  beforeAll(async () => {
    upstream = await serveFetchHandler(async (request) => {
      forwarded.push({
        path: new URL(request.url).pathname + new URL(request.url).search,
        body: Buffer.from(await request.arrayBuffer()),
        contentType: request.headers.get("content-type"),
      });
      return Response.json({ status: 1 });
    });
    handler = createIngestHandler({
      getDb: () => getHandle().db,
      token: TOKEN,
      storeEvents: true,
      posthogHost: upstream.origin,
      log: pino({ level: "silent" }),
    });
    server = await serveFetchHandler(handler);
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  const stored = async (uuids: string[]) =>
    getHandle().db.select().from(analyticsEvents).where(inArray(analyticsEvents.uuid, uuids));
  const post = (path: string, body: BodyInit, contentType = "application/json") =>
    fetch(`${server.origin}/ingest${path}`, {
      method: "POST",
      body,
      headers: { "content-type": contentType },
    });

  it("stores a batch sent by posthog-node, the real client", async () => {
    const client = new PostHog(TOKEN, {
      host: `${server.origin}/ingest`,
      flushAt: 50,
      flushInterval: 60_000,
    });
    const distinctId = `server-${randomUUID()}`;
    client.capture({
      distinctId,
      event: "auth_registration",
      properties: { signup_flow: "affiliate", session_id: "s-9", page_url: null },
    });
    client.capture({
      distinctId,
      event: "conversion",
      properties: { conversion_type: "registration", attributed_to_affiliate: true },
    });
    await client.shutdown();
    const rows = await getHandle()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.distinctId, distinctId));
    expect(rows.map((r) => [r.event, r.family]).sort()).toEqual([
      ["auth_registration", "registration"],
      ["conversion", "conversion"],
    ]);
    expect(rows.find((r) => r.event === "auth_registration")?.properties).toMatchObject({
      signup_flow: "affiliate",
    });
  });

  it("decodes JSON, gzip (by its magic bytes) and base64 data= forms alike", async () => {
    const plain = [event("auth_login"), event("auth_logout")];
    const gzipped = [
      event("performance_metric", {
        metric_name: "largest-contentful-paint",
        metric_value: 812,
        metric_unit: "ms",
      }),
    ];
    const base64 = [
      event("experiment_exposure", { experiment_name: "pricing-headline", variant: "control" }),
    ];
    expect((await post("/e/", JSON.stringify(plain))).status).toBe(200);
    expect(
      (await post("/i/v0/e/?compression=gzip-js", gzipSync(JSON.stringify(gzipped)), "text/plain"))
        .status,
    ).toBe(200);
    const form = `data=${encodeURIComponent(Buffer.from(JSON.stringify(base64)).toString("base64"))}`;
    expect(
      (await post("/e/?compression=base64", form, "application/x-www-form-urlencoded")).status,
    ).toBe(200);
    const rows = await stored([...plain, ...gzipped, ...base64].map((e) => e.uuid));
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.event === "performance_metric")).toMatchObject({
      family: "performance",
      pagePath: "/pricing",
      sessionId: "s-1",
      userType: "guest",
    });
  });

  it("stores a retried batch once", async () => {
    const batch = [event("auth_login")];
    await post("/e/", JSON.stringify(batch));
    await post("/e/", JSON.stringify(batch));
    expect(await stored([batch[0]!.uuid])).toHaveLength(1);
  });

  it("refuses a missing or unknown token and a missing event name, with the reason, storing nothing", async () => {
    const noToken = { ...event("auth_login"), properties: { distinct_id: "x" } };
    const wrongToken = event("auth_login", { token: "phc_someone_else" });
    const noName = { ...event("auth_login"), event: "" };
    const answers = await Promise.all([
      post("/e/", JSON.stringify([noToken])),
      post("/e/", JSON.stringify([wrongToken])),
      post("/e/", JSON.stringify([event("ok"), noName])),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 401, 400]);
    expect(
      await Promise.all(answers.map(async (a) => ((await a.json()) as { error: string }).error)),
    ).toEqual([
      "The request has no project token (api_key or properties.token).",
      "Unknown project token.",
      "Event 1 has no event name.",
    ]);
    expect(await stored([noToken.uuid, wrongToken.uuid, noName.uuid])).toEqual([]);
  });

  it("forwards each capture request to POSTHOG_HOST unchanged", async () => {
    forwarded.length = 0;
    const body = gzipSync(JSON.stringify([event("auth_login")]));
    await post("/i/v0/e/?compression=gzip-js&ver=1.449.2", body, "text/plain");
    await handler.settle();
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.path).toBe("/i/v0/e/?compression=gzip-js&ver=1.449.2");
    expect(forwarded[0]!.contentType).toBe("text/plain");
    expect(forwarded[0]!.body.equals(body)).toBe(true);
  });

  it("answers the provider's flags, remote config, web experiments and surveys calls", async () => {
    const local = createIngestHandler({
      getDb: () => getHandle().db,
      token: TOKEN,
      storeEvents: true,
      log: pino({ level: "silent" }),
    });
    const at = (path: string, init?: RequestInit) =>
      local(new Request(`http://md.example/ingest${path}`, init));
    expect(await (await at("/flags/?v=2", { method: "POST", body: "{}" })).json()).toMatchObject({
      flags: {},
      errorsWhileComputingFlags: false,
    });
    expect(await (await at(`/array/${TOKEN}/config`)).json()).toMatchObject({
      supportedCompression: ["gzip-js"],
    });
    expect(await (await at(`/api/web_experiments/?token=${TOKEN}`)).json()).toEqual({
      experiments: [],
    });
    expect(await (await at(`/api/surveys/?token=${TOKEN}`)).json()).toEqual({ surveys: [] });
    expect((await at("/api/web_experiments/?token=phc_other")).status).toBe(401);
    expect((await at("/nothing")).status).toBe(404);
  });
});
