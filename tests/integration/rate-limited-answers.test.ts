import pino from "pino";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { forgetProcessSingleton } from "@/server/process-singleton";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { createMember } from "./chat-helpers";
import { wireText } from "./procedure-http";
import { describeEachDatabase } from "./test-databases";

/** Every limit at one call, as an operator could set them: the second call from an IP is limited. */
const LOW_LIMITS = {
  RATE_LIMIT_REGISTER: "1/3600",
  RATE_LIMIT_LOGIN_IP: "1/900",
  RATE_LIMIT_CHAT_BURST: "1/10",
  RATE_LIMIT_INGEST: "1/60",
  RATE_LIMIT_AFFILIATE_CLICK: "1/60",
  POSTHOG_KEY: "phc_rate_limited_answers",
  ANALYTICS_STORE: "false",
};

const forgetLimiters = () => {
  for (const limits of ["authRateLimits", "chatRateLimits", "affiliateRateLimits"])
    forgetProcessSingleton(limits);
};

/**
 * The app's handlers, loaded afresh under LOW_LIMITS, so each limit comes from its setting. The
 * limiters are the process's (processSingleton), which outlive a module reset and may have been made
 * by another file of this worker under the default limits: they are forgotten first, and again
 * after, so the files after this one get the default limits back.
 */
async function loadUnderLowLimits() {
  for (const [name, value] of Object.entries(LOW_LIMITS)) vi.stubEnv(name, value);
  forgetLimiters();
  vi.resetModules();
  const { createTrpcRequestHandler } = await import("@/server/api/handle-trpc-request");
  const { createAffiliateClickHandler } = await import(
    "@/features/affiliate/server/create-affiliate-click-handler"
  );
  const { getAffiliateRateLimits } = await import(
    "@/features/affiliate/server/affiliate-rate-limits"
  );
  const ingest = await import("@/app/ingest/[[...path]]/route");
  return { createTrpcRequestHandler, createAffiliateClickHandler, getAffiliateRateLimits, ingest };
}

const post = (path: string, body: string, headers: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

/**
 * docs/security.md#input-limits: every rate-limited path answers HTTP 429 with `Retry-After`, the
 * whole seconds to wait, whatever answered the first call (a success, or a refusal of its own).
 * Sign-in's limits, answered by next-auth's route, are the browser test's (session.spec.ts).
 */
describeEachDatabase("rate-limited answers", (getHandle) => {
  let paths: Record<string, (ip: string) => Promise<Response>>;
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetLimiters();
  });
  beforeAll(async () => {
    const app = await loadUnderLowLimits();
    const trpc = app.createTrpcRequestHandler({ getDb: () => getHandle().db });
    const click = app.createAffiliateClickHandler({
      getDb: () => getHandle().db,
      getRateLimits: app.getAffiliateRateLimits,
      log: pino({ level: "silent" }),
    });
    const member = await createMember(getHandle().db);
    const trpcPost = (procedure: string, input: unknown, ip: string, cookie?: string) =>
      trpc(post(`/api/trpc/${procedure}`, wireText(input), requestHeaders(ip, cookie)));
    paths = {
      "auth.register (RATE_LIMIT_REGISTER)": (ip) =>
        trpcPost("auth.register", { email: `${ip}@example.com`, password: "correct horse 42" }, ip),
      "auth.resetPassword, a mailed link (RATE_LIMIT_LOGIN_IP)": (ip) =>
        trpcPost("auth.resetPassword", { token: "a".repeat(43), password: "correct horse 42" }, ip),
      "chat.post (RATE_LIMIT_CHAT_BURST)": (ip) =>
        trpcPost("chat.post", { room: "general", body: `hello from ${ip}` }, ip, member.cookie),
      "/ingest (RATE_LIMIT_INGEST)": (ip) =>
        app.ingest.GET(
          new Request(`http://localhost:3000/ingest/array/${LOW_LIMITS.POSTHOG_KEY}/config`, {
            headers: requestHeaders(ip),
          }),
        ),
      "/api/affiliate/click (RATE_LIMIT_AFFILIATE_CLICK)": (ip) =>
        click(
          post(
            "/api/affiliate/click",
            JSON.stringify({ affiliate_id: "nobody", landing_path: "/" }),
            requestHeaders(ip),
          ),
        ),
    };
  });

  it("answers the call past each limit with 429 and Retry-After, and the first one with neither", async () => {
    for (const [path, send] of Object.entries(paths)) {
      const ip = uniqueIp();
      const first = await send(ip);
      expect(first.status, `${path}: the first call (${await first.text()})`).not.toBe(429);
      expect(first.headers.get("retry-after"), `${path}: the first call`).toBeNull();
      const limited = await send(ip);
      expect(limited.status, `${path}: ${await limited.text()}`).toBe(429);
      expect(limited.headers.get("retry-after"), path).toMatch(/^[1-9]\d*$/);
    }
  });
});
