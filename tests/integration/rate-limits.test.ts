import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { consumePoint, RateLimitedError } from "@/server/rate-limit/consume-point";
import {
  createRateLimiter,
  RATE_LIMIT_REDIS_OPTIONS,
} from "@/server/rate-limit/create-rate-limiter";
import { uniqueIp } from "./auth-helpers";

const redisUrl = process.env.TEST_REDIS_URL;

/** The limits of .env.example's defaults: login 5/900 per email+IP, 30/900 per IP; register 5/3600 per IP. */
function boundaryTests(
  title: string,
  makePair: () => [
    ReturnType<typeof createAuthRateLimits>,
    ReturnType<typeof createAuthRateLimits>,
  ],
) {
  describe(title, () => {
    it("allows five failed logins per email and IP, then refuses with the wait", async () => {
      const [a, b] = makePair();
      const ip = uniqueIp();
      const email = `limit-${ip}@example.com`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const node = attempt % 2 === 0 ? a : b;
        await node.beginLogin(email, ip);
        await node.recordLoginFailure(email, ip);
      }
      const refusal = await b.beginLogin(email, ip).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(RateLimitedError);
      expect((refusal as Error).message).toBe("Too many attempts. Try again in 15 minutes.");
      // The same email from another IP, and another email from this IP, are not held back.
      await expect(a.beginLogin(email, uniqueIp())).resolves.toBeUndefined();
      await expect(a.beginLogin(`other-${ip}@example.com`, ip)).resolves.toBeUndefined();
    });

    it("forgets the failures after a successful login", async () => {
      const [a, b] = makePair();
      const ip = uniqueIp();
      const email = `reset-${ip}@example.com`;
      for (let attempt = 0; attempt < 4; attempt += 1) await a.recordLoginFailure(email, ip);
      await b.clearLoginFailures(email, ip);
      for (let attempt = 0; attempt < 4; attempt += 1) await b.recordLoginFailure(email, ip);
      await expect(a.beginLogin(email, ip)).resolves.toBeUndefined();
    });

    it("allows 30 login attempts per IP, the 31st refused", async () => {
      const [a, b] = makePair();
      const ip = uniqueIp();
      for (let attempt = 0; attempt < 30; attempt += 1)
        await (attempt % 2 ? a : b).beginLogin(`n${attempt}@example.com`, ip);
      await expect(a.beginLogin("n31@example.com", ip)).rejects.toBeInstanceOf(RateLimitedError);
    });

    it("allows five registrations per IP an hour, the sixth refused", async () => {
      const [a, b] = makePair();
      const ip = uniqueIp();
      for (let attempt = 0; attempt < 5; attempt += 1)
        await (attempt % 2 ? a : b).beginRegistration(ip);
      const refusal = await b.beginRegistration(ip).catch((e: unknown) => e);
      expect((refusal as Error).message).toBe("Too many attempts. Try again in 1 hour.");
    });
  });
}

if (redisUrl) {
  const clients = [
    new Redis(redisUrl, RATE_LIMIT_REDIS_OPTIONS),
    new Redis(redisUrl, RATE_LIMIT_REDIS_OPTIONS),
  ] as const;
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });
  // Two limiter instances on two connections: two app nodes sharing one Redis.
  boundaryTests("rate limits shared by two nodes through Redis", () => [
    createAuthRateLimits(clients[0]),
    createAuthRateLimits(clients[1]),
  ]);

  it("a new node's first registration, made while its Redis connection opens, is counted, not refused", async () => {
    // The app's client: no queue, so a command sent before the connection is ready fails at
    // once. A started cluster refused its first sign-up so.
    const opening = new Redis(redisUrl, RATE_LIMIT_REDIS_OPTIONS);
    try {
      expect(opening.status).toBe("connecting");
      const ip = uniqueIp();
      await expect(createAuthRateLimits(opening).beginRegistration(ip)).resolves.toBeUndefined();
      expect(await clients[0].get(`marketdesk:register-ip:${ip}`)).toBe("1");
    } finally {
      opening.disconnect();
    }
  });
}

describe("rate limits in memory (no REDIS_URL)", () => {
  it("counts per process: one node's failures do not limit another", async () => {
    const [a, b] = [createAuthRateLimits(undefined), createAuthRateLimits(undefined)];
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await a.recordLoginFailure("x@example.com", ip);
    await expect(a.beginLogin("x@example.com", ip)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(b.beginLogin("x@example.com", ip)).resolves.toBeUndefined();
  });
});

describe("rate limits while Redis does not answer (docs/scaling.md#faults)", () => {
  // Nothing listens on port 1; the app's client, with no queue while it is disconnected.
  const down = new Redis("redis://127.0.0.1:1", {
    ...RATE_LIMIT_REDIS_OPTIONS,
    retryStrategy: () => 60_000,
  });
  down.on("error", () => undefined);
  afterAll(() => down.disconnect());
  const uncounted =
    "We cannot count attempts right now, so this is paused for a moment. Try again in a minute.";

  it("refuses sign-in, registration, guest sessions and mail with a sentence: they fail closed", async () => {
    const limits = createAuthRateLimits(down);
    const ip = uniqueIp();
    for (const attempt of [
      limits.beginLogin(`closed-${ip}@example.com`, ip),
      limits.beginRegistration(ip),
      limits.beginGuestSession(ip),
      limits.beginMail("reset", `closed-${ip}@example.com`, ip),
    ]) {
      const refusal = await attempt.catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(RateLimitedError);
      expect((refusal as Error).message).toBe(uncounted);
    }
    // What follows a login never fails on Redis: a correct password is not turned into an error.
    await expect(limits.clearLoginFailures("a@example.com", ip)).resolves.toBe(false);
  });

  it("lets reads through, counted on this node alone: they fail open", async () => {
    const calls = createRateLimiter("closed-test-reads", { points: 2, seconds: 60 }, down);
    const key = uniqueIp();
    await consumePoint(calls, key);
    await consumePoint(calls, key);
    await expect(consumePoint(calls, key)).rejects.toThrow("Too many attempts.");
  });
});
