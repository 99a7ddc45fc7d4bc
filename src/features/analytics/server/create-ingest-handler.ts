import "server-only";
import type { Database } from "@/server/db/create-database";
import { readLimitedBody } from "@/server/api/read-limited-body";
import type { Logger } from "@/server/logger";
import { decodeCaptureBody, IngestError } from "./decode-capture-body";
import { isCapturePath, localProviderAnswer } from "./local-provider-answers";
import { createEventWriter } from "./create-event-writer";
import { parseCaptureEvents } from "./parse-capture-events";

export const INGEST_PREFIX = "/ingest";
/** posthog-js batches are small; this bounds what one request may make us hold. */
const MAX_INGEST_BYTES = 5_000_000;

type IngestDeps = {
  getDb: () => Database;
  /** The project token events must carry (SPEC §5: a missing token is refused). */
  token: string;
  storeEvents: boolean;
  /** With a PostHog host, captures are also forwarded there unchanged, and flags come from it. */
  posthogHost?: string;
  log: Logger;
};

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * `/ingest/*`: PostHog's capture protocol on our own origin. Events are stored for
 * /admin/analytics and, with POSTHOG_HOST, forwarded unchanged (PostHog's reverse proxy, which ad
 * blockers leave alone) without holding up the answer.
 * @see https://posthog.com/docs/advanced/proxy/nextjs
 */
export function createIngestHandler({ getDb, token, storeEvents, posthogHost, log }: IngestDeps) {
  const pending = new Set<Promise<unknown>>();
  const writeEvents = createEventWriter(getDb);

  function forward(path: string, search: string, request: Request, body?: Uint8Array): Promise<Response> {
    const headers = new Headers();
    for (const name of ["content-type", "content-encoding", "user-agent", "x-forwarded-for"]) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    return fetch(new URL(`${path}${search}`, posthogHost), { method: request.method, headers, body: body as Uint8Array<ArrayBuffer> | undefined });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf(INGEST_PREFIX) + INGEST_PREFIX.length) || "/";

    if (!isCapturePath(path)) {
      const local = localProviderAnswer(path);
      if (local === null) return json({ error: `Unknown analytics endpoint ${path}.` }, 404);
      const given = url.searchParams.get("token");
      if (given !== null && given !== token) return json({ error: "Unknown project token." }, 401);
      if (posthogHost) {
        // Flags and experiments are PostHog's to decide when it is there; ours is the fallback.
        const body = request.method === "POST" ? new Uint8Array(await request.arrayBuffer()) : undefined;
        const answer = await forward(path, url.search, request, body).catch(() => null);
        if (answer?.ok) return new Response(await answer.arrayBuffer(), { status: 200, headers: { "content-type": answer.headers.get("content-type") ?? "application/json" } });
      }
      return json(local);
    }

    if (request.method !== "POST") return json({ error: "Events are sent with POST." }, 405);
    const body = await readLimitedBody(request, MAX_INGEST_BYTES);
    if (body === "too-large") return json({ error: "The batch is larger than 5 MB." }, 413);
    try {
      const batch = parseCaptureEvents(decodeCaptureBody(body));
      if (batch.token !== token) throw new IngestError(401, "Unknown project token.");
      if (posthogHost) {
        const sent = forward(path, url.search, request, body)
          .then((answer) => !answer.ok && log.warn({ status: answer.status, path }, "PostHog refused a forwarded batch"))
          .catch((error: unknown) => log.warn({ err: error, path }, "forwarding to PostHog failed"))
          .finally(() => pending.delete(sent));
        pending.add(sent);
      }
      if (storeEvents) await writeEvents(batch.events);
      return json({ status: 1 });
    } catch (error) {
      if (error instanceof IngestError) return json({ error: error.message }, error.status);
      log.error({ err: error }, "storing analytics events failed");
      return json({ error: "The events could not be stored. Please retry." }, 503);
    }
  }

  /** Waits for forwards still in flight (tests, and a graceful shutdown). */
  handle.settle = () => Promise.allSettled([...pending]);
  return handle;
}
