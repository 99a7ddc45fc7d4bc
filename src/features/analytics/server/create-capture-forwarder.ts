import "server-only";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";
import { type CaptureDelivery, deliverCapture } from "./deliver-capture";
import {
  FORWARD_TIMEOUT_MS,
  MAX_FORWARD_BACKLOG_BYTES,
  MAX_FORWARD_BYTES_IN_FLIGHT,
} from "./ingest-limits";
import { keepForwardForRetry } from "./mutations";
import type { HeldForward } from "./send-to-posthog";

/**
 * Forwards capture batches to PostHog without holding up /ingest's answers (docs/scaling.md#faults).
 * A batch PostHog does not take (down, slower than the timeout, 429 or 5xx), or one that would
 * pass this node's memory for forwards, is kept in the database, and retryKeptForwards sends it
 * again. The log says when PostHog stops taking batches and when it takes them again, not at
 * every batch.
 */
export function createCaptureForwarder({
  host,
  getDb,
  log,
  maxBytesInFlight = MAX_FORWARD_BYTES_IN_FLIGHT,
}: {
  host: string;
  getDb: () => Database;
  log: Logger;
  maxBytesInFlight?: number;
}) {
  const pending = new Set<Promise<void>>();
  let bytesInFlight = 0;
  let failing = false;

  async function deliver(forward: HeldForward): Promise<CaptureDelivery> {
    const size = forward.body?.byteLength ?? 0;
    if (bytesInFlight + size > maxBytesInFlight)
      return { outcome: "retry", reason: "this node's forwards to PostHog hold their memory" };
    bytesInFlight += size;
    try {
      return await deliverCapture(host, forward, FORWARD_TIMEOUT_MS.capture);
    } finally {
      bytesInFlight -= size;
    }
  }

  async function settleOne(forward: HeldForward): Promise<void> {
    const delivery = await deliver(forward);
    if (delivery.outcome === "refused")
      log.warn({ status: delivery.status, path: forward.path }, "PostHog refused a batch for good");
    if (delivery.outcome !== "retry") {
      if (failing) log.info("PostHog takes batches again; the kept ones follow within a minute");
      failing = false;
      return;
    }
    if (!failing)
      log.warn(
        { reason: delivery.reason },
        "PostHog is not taking batches: keeping them to resend",
      );
    failing = true;
    if (!(await keepForwardForRetry(getDb(), forward, delivery.reason, MAX_FORWARD_BACKLOG_BYTES)))
      log.error({ path: forward.path }, "a batch for PostHog was dropped: its backlog is full");
  }

  return {
    /** Starts forwarding `forward`; never throws, never awaited by the request. */
    forward(forward: HeldForward): void {
      const done = settleOne(forward)
        .catch((error: unknown) =>
          log.error({ err: error }, "a batch PostHog did not take could not be kept"),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Waits for forwards still in flight (tests, and a graceful shutdown). */
    settle: () => Promise.allSettled([...pending]),
  };
}
