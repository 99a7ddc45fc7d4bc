import "server-only";
import type { Logger } from "@/server/logger";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";
import { describeWait } from "@/server/rate-limit/describe-wait";
import { retryAfterSeconds } from "@/server/rate-limit/retry-after-seconds";
import { isDataRefusal, rootCause } from "./database-refusal";
import { IngestError } from "./decode-capture-body";

const retryAfter = (milliseconds: number) => ({ "retry-after": retryAfterSeconds(milliseconds) });

export const ingestJson = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

/**
 * The answer to a request /ingest could not take. posthog-js sends a batch again after a 5xx and
 * drops it after a 4xx, so 503 is kept for storage that may work on a retry; everything about the
 * request itself (its size, its shape, its rate, values the database refuses) is a 4xx with the
 * reason (docs/security.md, "Faults").
 */
export function answerIngestFailure(error: unknown, log: Logger): Response {
  if (isRateLimitedError(error)) {
    return ingestJson(
      {
        error: `Too many analytics requests from this address. ${describeWait(error.retryAfterMs)}`,
      },
      429,
      retryAfter(error.retryAfterMs),
    );
  }
  if (error instanceof IngestError) {
    const wait = error.retryAfterMs;
    return ingestJson({ error: error.message }, error.status, wait ? retryAfter(wait) : {});
  }
  // The driver's own error: Drizzle's wrapper carries every bound value of the statement.
  const cause = rootCause(error);
  if (isDataRefusal(error)) {
    log.warn({ err: cause }, "the database refused a batch of analytics events");
    return ingestJson(
      {
        error: "The database refused the values of these events; sending them again will not help.",
      },
      400,
    );
  }
  log.error({ err: cause }, "storing analytics events failed");
  return ingestJson({ error: "The events could not be stored. Please retry." }, 503);
}
