import { expect, it, vi } from "vitest";
import { createAuthRouter } from "@/features/auth/server/router";
import { MAX_TRPC_BATCH_CALLS } from "@/lib/trpc/trpc-limits";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createTRPCRouter } from "@/server/api/trpc";
import { users } from "@/server/db/schema";
import { RateLimitedError } from "@/server/rate-limit/consume-point";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { describeEachDatabase } from "./test-databases";

const STRONG = "correct horse battery staple";
const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

describeEachDatabase("tRPC request limits", (getHandle) => {
  const handler = createTrpcRequestHandler({ getDb: () => getHandle().db });

  it(`answers a batch of up to ${MAX_TRPC_BATCH_CALLS} calls, and refuses a larger one whole with 400 and the reason`, async () => {
    const batch = (calls: number) =>
      `http://localhost:3000/api/trpc/${Array.from({ length: calls }, () => "health.status").join(",")}?batch=1&input=${encodeURIComponent("{}")}`;
    const allowed = await handler(new Request(batch(MAX_TRPC_BATCH_CALLS)));
    expect(allowed.status).toBe(200);
    expect((await allowed.json()) as unknown[]).toHaveLength(MAX_TRPC_BATCH_CALLS);

    const refused = await handler(new Request(batch(1_000)));
    expect(refused.status).toBe(400);
    const body = JSON.stringify(await refused.json());
    expect(body).toContain(
      `One request may carry at most ${MAX_TRPC_BATCH_CALLS} calls. Send fewer at a time.`,
    );
    expect(body).not.toContain("INTERNAL_SERVER_ERROR");
  });

  async function registerAs(headers: Record<string, string>, body: string) {
    const response = await handler(
      new Request("http://localhost:3000/api/trpc/auth.register", {
        method: "POST",
        headers: { ...requestHeaders(uniqueIp()), ...headers },
        body,
      }),
    );
    return { status: response.status, text: await response.text() };
  }
  const registration = () =>
    JSON.stringify({ json: { email: uniqueEmail("csrf"), password: STRONG } });

  it.each([
    ["application/x-www-form-urlencoded", "json=1"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--',
    ],
    ["text/plain", '{"json":{}}'],
  ])(
    "refuses a mutation sent as %s, the kinds a foreign form can send, with 415",
    async (contentType, body) => {
      const { status, text } = await registerAs({ "content-type": contentType }, body);
      expect(status).toBe(415);
      expect(text).toContain("Changes must be sent as JSON (content-type: application/json).");
    },
  );

  it("refuses a JSON mutation from another site (Origin or Sec-Fetch-Site) with 403, and nothing is written", async () => {
    const email = uniqueEmail("cross-site");
    const body = JSON.stringify({ json: { email, password: STRONG } });
    const foreign: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://localhost:3000" },
    ];
    for (const headers of foreign) {
      const { status, text } = await registerAs(
        { "content-type": "application/json", host: "localhost:3000", ...headers },
        body,
      );
      expect(status).toBe(403);
      expect(text).toContain("Requests from other sites are refused.");
    }
    const written = await getHandle().db.select().from(users);
    expect(written.some((row) => row.email === email)).toBe(false);
  });

  it("accepts a JSON mutation from our own page, and one from no page at all", async () => {
    const same = await registerAs(
      {
        "content-type": "application/json; charset=utf-8",
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      },
      registration(),
    );
    expect(same.status).toBe(200);
    const script = await registerAs({ "content-type": "application/json" }, registration());
    expect(script.status).toBe(200);
  });

  it("refuses NUL and other control characters in a registration name and a screen name with 400, never 500", async () => {
    for (const name of ["Ada\u0000", "Ada\nLovelace", "\u202eadA"]) {
      const answer = await callTrpc(handler, "auth.register", {
        mutation: true,
        input: { email: uniqueEmail("nul"), password: STRONG, name },
        headers: requestHeaders(uniqueIp()),
      });
      expect(answer).toMatchObject({
        status: 400,
        error: {
          code: "BAD_REQUEST",
          message: expect.stringMatching(/can't contain (control|invisible) characters/),
        },
      });
    }
    const [user] = await getHandle()
      .db.insert(users)
      .values({ email: uniqueEmail("screens"), type: "authenticated" })
      .returning({ id: users.id });
    const cookie = await sessionCookie({ id: user!.id, type: "authenticated" });
    const state = {
      filter: {},
      sort: { column: "marketCap", direction: "desc" },
      pageSize: 25,
      view: "overview",
    };
    const answer = await callTrpc(handler, "screener.save", {
      mutation: true,
      input: { name: "Tech\u0000", state },
      headers: { cookie },
    });
    expect(answer).toMatchObject({
      status: 400,
      error: {
        message:
          "The screen's name can't contain control characters such as line breaks, tabs or NUL.",
      },
    });
    const search = await callTrpc(handler, "screener.run", {
      input: {
        filter: { search: "a\u0000b" },
        sort: { column: "marketCap", direction: "desc" },
        page: 1,
        pageSize: 25,
      },
    });
    expect(search).toMatchObject({ status: 400, error: { code: "BAD_REQUEST" } });
  });

  it("answers 429 with the wait when the limiter was made by another bundle (a page render) than the router", async () => {
    // Next bundles pages and route handlers apart: a fresh module graph stands in for the other bundle.
    vi.resetModules();
    const otherBundle = await import("@/server/auth/auth-rate-limits");
    const limits = otherBundle.createAuthRateLimits(undefined);
    const thrown = await (async () => {
      const ip = uniqueIp();
      for (let attempt = 0; attempt < 5; attempt += 1) await limits.beginRegistration(ip);
      return limits.beginRegistration(ip).then(
        () => null,
        (error: unknown) => ({ error, ip }),
      );
    })();
    expect(thrown?.error).not.toBeInstanceOf(RateLimitedError);

    const router = createTRPCRouter({
      auth: createAuthRouter({ getRateLimits: () => limits, getAnalytics: () => null }),
    });
    const routed = createTrpcRequestHandler({ getDb: () => getHandle().db, router });
    const answer = await callTrpc(routed, "auth.register", {
      mutation: true,
      input: { email: uniqueEmail("limited"), password: STRONG },
      headers: requestHeaders(thrown!.ip),
    });
    expect(answer).toMatchObject({
      status: 429,
      error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts. Try again in 1 hour." },
    });
  });
});
