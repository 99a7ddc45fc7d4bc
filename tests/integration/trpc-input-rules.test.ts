import { createTRPCClient } from "@trpc/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { MAX_BODY_BYTES } from "@/server/api/screen-trpc-request";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { users } from "@/server/db/schema";
import { serveFetchHandler } from "./serve-fetch-handler";
import { describeEachDatabase } from "./test-databases";

/** Real procedures on the real handler; `rename` writes through the ORM's parameterised queries. */
const inputRouter = createTRPCRouter({
  echo: publicProcedure.input(z.unknown()).mutation(({ input }) => input),
  lookup: publicProcedure
    .input(z.object({ symbol: z.string().max(10), limit: z.number().int() }))
    .query(({ input }) => input),
  saveName: publicProcedure
    .input(z.object({ name: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const [row] = await ctx.db
        .insert(users)
        .values({ name: input.name })
        .returning({ id: users.id });
      const [read] = await ctx.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, row!.id));
      return read!.name;
    }),
});

type Served = Awaited<ReturnType<typeof serveFetchHandler>>;

async function post(
  server: Served,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.origin}/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

function firstError(json: unknown): {
  message: string;
  data: { code: string; httpStatus: number; zodError: unknown };
} {
  const item = (Array.isArray(json) ? json[0] : json) as {
    error: { json: { message: string; data: never } };
  };
  return item.error.json;
}

describeEachDatabase("tRPC input rules", (getHandle) => {
  let server: Served;
  beforeAll(async () => {
    server = await serveFetchHandler(
      createTrpcRequestHandler({ getDb: () => getHandle().db, router: inputRouter }),
    );
  });
  afterAll(() => server.close());

  describe("prototype-pollution names (docs/behaviour.md#validation)", () => {
    const nested = (key: string) =>
      `{"0":{"json":{"watchlist":{"items":[{"symbol":"AAPL","meta":{"${key}":{"polluted":true}}}]}}}}`;
    for (const key of ["__proto__", "constructor", "prototype"]) {
      it(`refuses ${key} deep inside a mutation body with BAD_REQUEST`, async () => {
        const { status, json } = await post(server, "echo?batch=1", nested(key));
        expect(status).toBe(400);
        const error = firstError(json);
        expect(error.data.code).toBe("BAD_REQUEST");
        expect(error.message).toBe(
          `Detected property ${key}. This is a prototype pollution risk, please remove it from your object.`,
        );
      });

      it(`refuses ${key} at the top of a query input with BAD_REQUEST`, async () => {
        const input = encodeURIComponent(
          `{"0":{"json":{"${key}":{"x":1},"symbol":"A","limit":1}}}`,
        );
        const response = await fetch(`${server.origin}/api/trpc/lookup?batch=1&input=${input}`);
        expect(response.status).toBe(400);
        expect(firstError(await response.json()).data.code).toBe("BAD_REQUEST");
      });
    }

    it("lets the same words through as ordinary values", async () => {
      const { status } = await post(
        server,
        "echo?batch=1",
        '{"0":{"json":{"note":"constructor __proto__ prototype"}}}',
      );
      expect(status).toBe(200);
    });
  });

  it("stores and reads back a name full of quotes, semicolons and dashes unchanged", async () => {
    const client = createTRPCClient<typeof inputRouter>({
      links: createTrpcLinks<typeof inputRouter>({ url: `${server.origin}/api/trpc` }),
    });
    for (const name of [
      "O'Brien; DROP TABLE users; --",
      `"; DELETE FROM users WHERE ''=''; /* */ --`,
      "Robert'); --\\",
    ]) {
      await expect(client.saveName.mutate({ name })).resolves.toBe(name);
    }
  });

  it("answers 413 with a message for a body over 1 MB", async () => {
    const big = `{"0":{"json":{"blob":"${"a".repeat(MAX_BODY_BYTES)}"}}}`;
    const { status, json } = await post(server, "echo?batch=1", big);
    expect(status).toBe(413);
    expect(firstError(json).message).toBe("The request is larger than 1 MB.");
  });

  it("answers 400 with a message for malformed JSON", async () => {
    const { status, json } = await post(server, "echo?batch=1", "{not json");
    expect(status).toBe(400);
    expect(firstError(json).message).not.toBe("");
  });

  it("answers 400 with the zod issues for wrong types", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { symbol: 42, limit: "ten" } } }));
    const response = await fetch(`${server.origin}/api/trpc/lookup?batch=1&input=${input}`);
    expect(response.status).toBe(400);
    const error = firstError(await response.json());
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(error.data.zodError).toMatchObject({
      fieldErrors: { symbol: [expect.any(String)], limit: [expect.any(String)] },
    });
  });

  it("answers 404 with a message for an unknown procedure", async () => {
    const response = await fetch(`${server.origin}/api/trpc/nothing.here`);
    expect(response.status).toBe(404);
    expect(firstError(await response.json()).message).toMatch(/nothing\.here/);
  });
});
