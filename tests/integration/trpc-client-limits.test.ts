import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { createTrpcClientLimits } from "@/server/api/create-trpc-client-limits";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

/** A cheap query, and one that holds its turn until the test lets it go, counting who runs at once. */
function createProbeRouter() {
  const running = new Map<string, number>();
  const most = new Map<string, number>();
  let letGo: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (letGo = resolve));
  const router = createTRPCRouter({
    cheap: publicProcedure.meta({ access: "anyone" }).query(() => "ok"),
    hold: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ who: z.string() }))
      .query(async ({ input }) => {
        const now = (running.get(input.who) ?? 0) + 1;
        running.set(input.who, now);
        most.set(input.who, Math.max(most.get(input.who) ?? 0, now));
        await held;
        running.set(input.who, (running.get(input.who) ?? 1) - 1);
        return "done";
      }),
  });
  const release = () => {
    letGo();
    held = new Promise<void>((resolve) => (letGo = resolve));
  };
  return { router, most, release };
}

const batchOf = (ip: string, path: string, calls: number, input: unknown = undefined) => {
  const inputs = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { json: input }]));
  return new Request(
    `http://localhost:3000/api/trpc/${Array(calls).fill(path).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    { headers: requestHeaders(ip) },
  );
};

describeEachDatabase("tRPC work per client, counted in calls", (getHandle) => {
  const handlerWith = (limits: Parameters<typeof createTrpcClientLimits>[0]) => {
    const probe = createProbeRouter();
    const handler = createTrpcRequestHandler({
      getDb: () => getHandle().db,
      router: probe.router,
      clientLimits: createTrpcClientLimits(limits),
    });
    return { ...probe, handler };
  };
  const limiter = (points: number) =>
    createRateLimiter(`trpc-calls-${randomUUID()}`, { points, seconds: 60 }, undefined);

  it("counts each call of a batch: a client looping on 50-call batches is refused with 429 and Retry-After, another is served", async () => {
    const { handler } = handlerWith({ limiter: limiter(120), callsAtOnce: 5, callsWaiting: 200 });
    const looping = uniqueIp();
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1)
      statuses.push((await handler(batchOf(looping, "cheap", 50))).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await handler(batchOf(looping, "cheap", 1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(await refused.json())).toMatch(
      /Too many requests from you at once\. Try again in \d+ (seconds?|minutes?)\./,
    );
    const other = await handler(batchOf(uniqueIp(), "cheap", 50));
    expect(other.status).toBe(200);
    expect(await other.json()).toHaveLength(50);
  });

  it("runs at most callsAtOnce of a client's calls at once, refuses past what may wait, and serves others meanwhile", async () => {
    const { handler, most, release } = handlerWith({
      limiter: limiter(10_000),
      callsAtOnce: 2,
      callsWaiting: 50,
    });
    const busy = uniqueIp();
    const batch = handler(batchOf(busy, "hold", 50, { who: "busy" }));
    // Its 52nd call would pass 2 running + 50 waiting: refused at once, whatever its size.
    const past = await handler(batchOf(busy, "cheap", 3));
    expect(past.status).toBe(429);
    expect(past.headers.get("retry-after")).toBe("1");
    // Another client is answered while the first one's calls hold their turns.
    const other = await handler(batchOf(uniqueIp(), "cheap", 10));
    expect(other.status).toBe(200);
    let answered = false;
    void batch.then(() => (answered = true));
    while (!answered) {
      release();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await batch).status).toBe(200);
    expect(most.get("busy")).toBe(2);
    // Its turns are all given back.
    expect((await handler(batchOf(busy, "cheap", 50))).status).toBe(200);
  });
});
