import { createTRPCClient } from "@trpc/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import { MAX_TRPC_BATCH_CALLS } from "@/lib/trpc/trpc-limits";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { serveFetchHandler } from "./serve-fetch-handler";
import { createPgliteTestDatabase } from "./test-databases";

/** A router made of the project's real procedures, served by the project's real handler. */
const testRouter = createTRPCRouter({
  greet: publicProcedure
    .input(z.object({ name: z.string() }))
    .query(({ input }) => `Hello, ${input.name}`),
  length: publicProcedure
    .input(z.object({ text: z.string() }))
    .query(({ input }) => input.text.length),
  echo: publicProcedure.input(z.unknown()).mutation(({ input }) => input),
});
type TestRouter = typeof testRouter;

const database = createPgliteTestDatabase("fresh");
let server: Awaited<ReturnType<typeof serveFetchHandler>>;
let client: ReturnType<typeof createTRPCClient<TestRouter>>;

beforeAll(async () => {
  server = await serveFetchHandler(
    createTrpcRequestHandler({ getDb: () => database.db, router: testRouter }),
  );
  client = createTRPCClient<TestRouter>({
    links: createTrpcLinks<TestRouter>({ url: `${server.origin}/api/trpc` }),
  });
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

describe("the tRPC client against the real handler (docs/behaviour.md#server-calls)", () => {
  it("sends x-trpc-source: react on every call", async () => {
    await client.greet.query({ name: "Ada" });
    await client.echo.mutate({ a: 1 });
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests)
      expect(request.headers.get("x-trpc-source")).toBe("react");
  });

  it("batches two queries of one tick into one GET with batch=1 and a JSON input", async () => {
    const [greeting, length] = await Promise.all([
      client.greet.query({ name: "Ada" }),
      client.length.query({ text: "four" }),
    ]);
    expect(greeting).toBe("Hello, Ada");
    expect(length).toBe(4);
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    const url = new URL(request.url);
    expect(request.method).toBe("GET");
    expect(url.pathname).toBe("/api/trpc/greet,length");
    expect(url.searchParams.get("batch")).toBe("1");
    expect(JSON.parse(url.searchParams.get("input") ?? "")).toEqual({
      0: { json: { name: "Ada" } },
      1: { json: { text: "four" } },
    });
  });

  it("sends a mutation as POST with a JSON body", async () => {
    await client.echo.mutate({ note: "hi" });
    const request = server.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.json()).toEqual({ 0: { json: { note: "hi" } } });
  });

  it("sends a 3,000-character input through one GET", async () => {
    const text = "x".repeat(3_000);
    await expect(client.length.query({ text })).resolves.toBe(3_000);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.method).toBe("GET");
    expect(server.requests[0]!.url.length).toBeGreaterThan(3_000);
  });

  it("splits a tick of more calls than the server's batch limit into batches it accepts", async () => {
    const names = Array.from({ length: MAX_TRPC_BATCH_CALLS + 1 }, (_, index) => `n${index}`);
    const greetings = await Promise.all(names.map((name) => client.greet.query({ name })));
    expect(greetings).toEqual(names.map((name) => `Hello, ${name}`));
    const sizes = server.requests.map(
      (request) => new URL(request.url).pathname.replace("/api/trpc/", "").split(",").length,
    );
    expect(sizes).toEqual([MAX_TRPC_BATCH_CALLS, 1]);
  });

  it("round-trips every type the serializer handles", async () => {
    const error = new Error("boom");
    const value = {
      date: new Date("2026-11-22T10:00:00.000Z"),
      big: 12_345_678_901_234_567_890n,
      set: new Set(["AAPL", "MSFT"]),
      map: new Map<string, number>([["AAPL", 1]]),
      missing: undefined,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      negInf: Number.NEGATIVE_INFINITY,
      url: new URL("https://example.com/a?b=c"),
      error,
      pattern: /^[A-Z]{1,5}$/giu,
    };
    const echoed = (await client.echo.mutate(value)) as typeof value;
    expect(echoed.date).toBeInstanceOf(Date);
    expect(echoed.date.toISOString()).toBe(value.date.toISOString());
    expect(echoed.big).toBe(value.big);
    expect(echoed.set).toEqual(value.set);
    expect(echoed.map).toEqual(value.map);
    expect("missing" in echoed && echoed.missing === undefined).toBe(true);
    expect(echoed.nan).toBeNaN();
    expect(echoed.inf).toBe(Number.POSITIVE_INFINITY);
    expect(echoed.negInf).toBe(Number.NEGATIVE_INFINITY);
    expect(echoed.url).toBeInstanceOf(URL);
    expect(echoed.url.href).toBe(value.url.href);
    expect(echoed.error).toBeInstanceOf(Error);
    expect(echoed.error.message).toBe("boom");
    expect(echoed.pattern).toBeInstanceOf(RegExp);
    expect(echoed.pattern.source).toBe(value.pattern.source);
    expect(echoed.pattern.flags).toBe(value.pattern.flags);
  });

  it("refuses a subscription on this link", async () => {
    const withSubscription = createTRPCRouter({
      ticks: publicProcedure.subscription(async function* () {
        yield 1;
      }),
    });
    const subscriber = createTRPCClient<typeof withSubscription>({
      links: createTrpcLinks<typeof withSubscription>({ url: `${server.origin}/api/trpc` }),
    });
    const failure = await new Promise<unknown>((resolve) => {
      try {
        subscriber.ticks.subscribe(undefined, { onError: resolve, onData: () => resolve(null) });
      } catch (error) {
        resolve(error);
      }
    });
    expect(Object.keys(withSubscription._def.procedures)).toEqual(["ticks"]);
    expect(String((failure as Error | null)?.message)).toMatch(/Subscriptions are unsupported/);
    expect(server.requests).toHaveLength(0);
  });
});
