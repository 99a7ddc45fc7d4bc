import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pino from "pino";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { afterAll, describe, expect, it } from "vitest";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { uniqueIp } from "./auth-helpers";

const TOKEN = "phc_test_token_for_ingest_rate";
const redisUrl = process.env.TEST_REDIS_URL;

/** ANALYTICS_STORE=false: only the limit is under test here, so nothing reaches a database. */
const makeHandler = (limiter: RateLimiterAbstract) =>
  createIngestHandler({
    getDb: () => {
      throw new Error("this handler does not store events");
    },
    token: TOKEN,
    storeEvents: false,
    log: pino({ level: "silent" }),
    limiter,
  });

const capture = (ip: string) =>
  new Request("http://md.example/ingest/e/", {
    method: "POST",
    body: JSON.stringify([{ event: "auth_login", properties: { token: TOKEN, distinct_id: "d" } }]),
    headers: { "content-type": "application/json", "x-marketdesk-socket-ip": ip },
  });
const config = (ip: string) =>
  new Request(`http://md.example/ingest/array/${TOKEN}/config`, {
    headers: { "x-marketdesk-socket-ip": ip },
  });

function boundaryTests(
  title: string,
  makeNodes: () => [ReturnType<typeof makeHandler>, ReturnType<typeof makeHandler>],
) {
  describe(title, () => {
    it("takes three requests a minute from one IP (3/60), then answers 429 with Retry-After and the wait", async () => {
      const [a, b] = makeNodes();
      const ip = uniqueIp();
      expect((await a(capture(ip))).status).toBe(200);
      expect((await b(capture(ip))).status).toBe(200);
      expect((await a(config(ip))).status).toBe(200);
      const refused = await b(capture(ip));
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        error: "Too many analytics requests from this address. Try again in 1 minute.",
      });
      // Provider calls count too, and another address has its own three.
      expect((await a(config(ip))).status).toBe(429);
      const other = uniqueIp();
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await a(capture(other))).status).toBe(200);
    });

    it("counts a request before reading it: garbage and unknown tokens spend the same points", async () => {
      const [a] = makeNodes();
      const ip = uniqueIp();
      const garbage = () =>
        new Request("http://md.example/ingest/e/", {
          method: "POST",
          body: "not json",
          headers: { "x-marketdesk-socket-ip": ip },
        });
      const unknownToken = new Request("http://md.example/ingest/e/", {
        method: "POST",
        body: JSON.stringify([{ event: "auth_login", properties: { token: "phc_someone_else" } }]),
        headers: { "x-marketdesk-socket-ip": ip },
      });
      expect((await a(garbage())).status).toBe(400);
      expect((await a(garbage())).status).toBe(400);
      expect((await a(unknownToken)).status).toBe(401);
      expect((await a(capture(ip))).status).toBe(429);
    });
  });
}

const setting = { points: 3, seconds: 60 };

boundaryTests("/ingest rate limit per IP and project token, in memory", () => {
  const limiter = createRateLimiter(`ingest-rate-${randomUUID()}`, setting, undefined);
  return [makeHandler(limiter), makeHandler(limiter)];
});

if (redisUrl) {
  const clients = [new Redis(redisUrl), new Redis(redisUrl)] as const;
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });
  // Two app nodes, each with its own limiter and connection, counting together through Redis.
  boundaryTests("/ingest rate limit shared by two nodes through Redis", () => {
    const prefix = `ingest-rate-${randomUUID()}`;
    return [
      makeHandler(createRateLimiter(prefix, setting, clients[0])),
      makeHandler(createRateLimiter(prefix, setting, clients[1])),
    ];
  });
}
