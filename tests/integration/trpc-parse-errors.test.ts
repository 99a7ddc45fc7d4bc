import { createTRPCClient, TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "@/lib/query/describe-error";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import type { AppRouter } from "@/server/api/root";
import { serveFetchHandler } from "./serve-fetch-handler";

/** A stand-in for a misbehaving server or proxy: it answers whatever the test sets. */
let answer: { status: number; contentType: string; body: string } = {
  status: 200,
  contentType: "application/json",
  body: "[]",
};
let server: Awaited<ReturnType<typeof serveFetchHandler>>;
let client: ReturnType<typeof createTRPCClient<AppRouter>>;

beforeAll(async () => {
  server = await serveFetchHandler(
    () =>
      new Response(answer.body, {
        status: answer.status,
        headers: { "content-type": answer.contentType },
      }),
  );
  client = createTRPCClient<AppRouter>({
    links: createTrpcLinks({ url: `${server.origin}/api/trpc` }),
  });
});
afterAll(() => server.close());

const GENERIC = "Unable to transform response from server";

describe("one generic parse error for any unreadable answer (docs/behaviour.md#error-catalogue)", () => {
  const cases: Array<[string, typeof answer]> = [
    [
      "an empty object in the batch",
      { status: 200, contentType: "application/json", body: "[{}]" },
    ],
    [
      "an error whose code is a string",
      {
        status: 400,
        contentType: "application/json",
        body: '[{"error":{"json":{"message":"bad","code":"BAD_REQUEST"}}}]',
      },
    ],
    [
      "a result that is not an object",
      { status: 200, contentType: "application/json", body: '[{"result":5}]' },
    ],
    ["a body that is a bare number", { status: 200, contentType: "application/json", body: "42" }],
    [
      "an HTML 502 page from a proxy",
      {
        status: 502,
        contentType: "text/html",
        body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
      },
    ],
  ];
  for (const [name, response] of cases) {
    it(`raises it for ${name}`, async () => {
      answer = response;
      const error = await client.health.status.query().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as Error).message).toBe(GENERIC);
      // …and the UI shows a plain sentence for it, never the raw text.
      expect(describeError(error).description).toMatch(/couldn't read/);
    });
  }

  it("still accepts a valid error with a numeric code", async () => {
    answer = {
      status: 404,
      contentType: "application/json",
      body: '[{"error":{"json":{"message":"No such plan","code":-32004,"data":{"code":"NOT_FOUND","httpStatus":404}}}}]',
    };
    const error = (await client.health.status
      .query()
      .catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(error.message).toBe("No such plan");
    expect(error.data?.code).toBe("NOT_FOUND");
    expect(describeError(error)).toEqual({ title: "Not found", description: "No such plan" });
  });
});
