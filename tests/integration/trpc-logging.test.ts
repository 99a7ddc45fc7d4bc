import { Writable } from "node:stream";
import { createTRPCClient } from "@trpc/client";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { serveFetchHandler } from "./serve-fetch-handler";
import { createPgliteTestDatabase } from "./test-databases";

const router = createTRPCRouter({
  ok: publicProcedure.input(z.object({ n: z.number() })).query(({ input }) => input.n),
  fails: publicProcedure.mutation(() => {
    throw new Error("database exploded");
  }),
});

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split("\n").filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const database = createPgliteTestDatabase("fresh");
let server: Awaited<ReturnType<typeof serveFetchHandler>>;

beforeAll(async () => {
  server = await serveFetchHandler(
    createTrpcRequestHandler({
      getDb: () => database.db,
      router,
      logger: pino({ level: "info" }, sink),
    }),
  );
});
afterAll(async () => {
  await server.close();
  await database.close();
});

it("writes one JSON log line per call, each with its request's id", async () => {
  const client = createTRPCClient<typeof router>({
    links: createTrpcLinks<typeof router>({ url: `${server.origin}/api/trpc` }),
  });
  await Promise.all([client.ok.query({ n: 1 }), client.ok.query({ n: 2 })]); // one batched request, two calls
  await client.fails.mutate().catch(() => undefined);
  await fetch(`${server.origin}/api/trpc/missing`); // refused before any procedure ran
  await new Promise((resolve) => setImmediate(resolve));

  expect(lines.map((l) => [l.path, l.ok ?? l.code])).toEqual([
    ["ok", true],
    ["ok", true],
    ["fails", false],
    ["missing", "NOT_FOUND"],
  ]);
  for (const line of lines)
    expect(line.requestId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(lines[0]!.requestId).toBe(lines[1]!.requestId);
  expect(lines[2]!.requestId).not.toBe(lines[0]!.requestId);
});
