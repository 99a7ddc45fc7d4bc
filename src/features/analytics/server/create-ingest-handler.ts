import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/env";
import { INGEST_PATH } from "@/lib/analytics/posthog-config";
import { getClientIp } from "@/server/auth/client-ip";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { answerIngestFailure, ingestJson as json } from "./answer-ingest-failure";
import { createBytesInFlight } from "./create-bytes-in-flight";
import { createCaptureForwarder } from "./create-capture-forwarder";
import { createEventWriter } from "./create-event-writer";
import { createIngestQuota } from "./create-ingest-quota";
import { decodeCaptureBody, IngestError } from "./decode-capture-body";
import { FORWARD_TIMEOUT_MS, MAX_INGEST_BYTES, MAX_PROVIDER_CALL_BYTES } from "./ingest-limits";
import { isCapturePath, localProviderAnswer } from "./local-provider-answers";
import { parseCaptureEvents } from "./parse-capture-events";
import { readCaptureBatch } from "./read-capture-batch";
import { readIngestBody } from "./read-ingest-body";
import { holdForward, sendToPosthog } from "./send-to-posthog";

type IngestDeps = {
  getDb: () => Database;
  /** The project token events must carry (docs/behaviour.md#validation: a missing token is refused). */
  token: string;
  storeEvents: boolean;
  /** With a PostHog host, captures are also forwarded there unchanged, and flags come from it. */
  posthogHost?: string;
  log: Logger;
  /** Requests per IP and project token: RATE_LIMIT_INGEST unless given (tests give a small one). */
  limiter?: RateLimiterAbstract;
  /** Bytes held at once by this node's requests and by each client's (INGEST_MEMORY_MB, INGEST_CLIENT_MEMORY_MB). */
  bytesInFlight?: ReturnType<typeof createBytesInFlight>;
  /** Megabytes stored per client and token per hour and day (ANALYTICS_CLIENT_QUOTA_MB, ANALYTICS_TOKEN_QUOTA_MB). */
  quota?: ReturnType<typeof createIngestQuota>;
};

type Charge = (bytes: number) => void;
type Sender = { client: string; charge: Charge };

const MB = 1_000_000;

/**
 * `/ingest/*`: PostHog's capture protocol on our own origin. Events are stored for
 * /admin/analytics and, with POSTHOG_HOST, forwarded unchanged (PostHog's reverse proxy, which ad
 * blockers leave alone) without holding up the answer; a batch PostHog does not take is kept and
 * sent again (create-capture-forwarder.ts). Every request counts against the rate limit
 * before its body is read, so no token or body shape escapes it (docs/security.md, "Input limits").
 * @see https://posthog.com/docs/advanced/proxy/nextjs
 */
export function createIngestHandler({
  getDb,
  token,
  storeEvents,
  posthogHost,
  log,
  limiter = createRateLimiter("ingest", env.RATE_LIMIT_INGEST),
  bytesInFlight = createBytesInFlight({
    nodeBytes: env.INGEST_MEMORY_MB * MB,
    clientBytes: env.INGEST_CLIENT_MEMORY_MB * MB,
  }),
  quota = createIngestQuota({
    client: env.ANALYTICS_CLIENT_QUOTA_MB,
    token: env.ANALYTICS_TOKEN_QUOTA_MB,
  }),
}: IngestDeps) {
  const writeEvents = createEventWriter(getDb);
  const forwarder = posthogHost ? createCaptureForwarder({ host: posthogHost, getDb, log }) : null;

  async function answerProviderCall(
    path: string,
    url: URL,
    request: Request,
    local: unknown,
    { charge }: Sender,
  ): Promise<Response> {
    const given = url.searchParams.get("token");
    if (given !== null && given !== token) return json({ error: "Unknown project token." }, 401);
    if (posthogHost) {
      // Flags and experiments are PostHog's to decide when it is there; ours is the fallback.
      const body =
        request.method === "POST"
          ? await readIngestBody(
              request,
              { limit: MAX_PROVIDER_CALL_BYTES, what: "The request" },
              charge,
            )
          : undefined;
      const forward = holdForward(path, url.search, request, body);
      const answer = await sendToPosthog(posthogHost, forward, FORWARD_TIMEOUT_MS.providerCall)
        .then(async (upstream) => {
          if (upstream.ok)
            return {
              body: await upstream.arrayBuffer(),
              type: upstream.headers.get("content-type"),
            };
          await upstream.body?.cancel();
          return null;
        })
        .catch(() => null);
      if (answer)
        return new Response(answer.body, {
          status: 200,
          headers: { "content-type": answer.type ?? "application/json" },
        });
    }
    return json(local);
  }

  async function capture(
    path: string,
    url: URL,
    request: Request,
    { client, charge }: Sender,
  ): Promise<Response> {
    if (request.method !== "POST") return json({ error: "Events are sent with POST." }, 405);
    const body = await readIngestBody(
      request,
      { limit: MAX_INGEST_BYTES, what: "The batch" },
      charge,
    );
    const { payload, chars } = await decodeCaptureBody(body, charge);
    const batch = readCaptureBatch(payload);
    if (batch.token !== token) throw new IngestError(401, "Unknown project token.");
    await quota({ client, token }, chars);
    const events = parseCaptureEvents(batch.events);
    forwarder?.forward(holdForward(path, url.search, request, body));
    if (storeEvents) await writeEvents(events);
    return json({ status: 1 });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf(INGEST_PATH) + INGEST_PATH.length) || "/";
    const capturing = isCapturePath(path);
    const local = capturing ? null : localProviderAnswer(path);
    if (!capturing && local === null)
      return json({ error: `Unknown analytics endpoint ${path}.` }, 404);
    const client = getClientIp(request.headers);
    const reservation = bytesInFlight(client);
    const charge: Charge = (bytes) => {
      if (!reservation.add(bytes))
        throw new IngestError(
          429,
          "This address has too many analytics requests in progress. Try again in 1 second.",
          1_000,
        );
    };
    try {
      await consumePoint(limiter, `${client}|${token}`);
      return capturing
        ? await capture(path, url, request, { client, charge })
        : await answerProviderCall(path, url, request, local, { client, charge });
    } catch (error) {
      return answerIngestFailure(error, log);
    } finally {
      reservation.release();
      // A body refused unread is dropped, not queued: the bridge keeps what arrives until then.
      if (request.body && !request.bodyUsed) void request.body.cancel().catch(() => undefined);
    }
  }

  /** Waits for forwards still in flight (tests, and a graceful shutdown). */
  handle.settle = () => forwarder?.settle() ?? Promise.resolve([]);
  return handle;
}
