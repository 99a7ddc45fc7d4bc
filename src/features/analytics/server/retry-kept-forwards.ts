import "server-only";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";
import { selectDueForwards } from "./data";
import { deliverCapture } from "./deliver-capture";
import { FORWARD_KEPT_HOURS, FORWARD_TIMEOUT_MS } from "./ingest-limits";
import { deleteKeptForward, dropStaleForwards, recordForwardRetryFailed } from "./mutations";

/** Kept batches read at a time, and the most one run sends: 60,000 an hour from a job each minute. */
const PAGE = 100;
const MOST_PER_RUN = 1_000;

/**
 * Sends the kept capture batches that are due to PostHog again (docs/scaling.md#faults), oldest
 * first, one at a time. The first that still fails ends the run: PostHog is not taking batches
 * yet, and the others would each wait out the same timeout. Batches still not taken a day after
 * their first failure are dropped, and the log says how many.
 */
export async function retryKeptForwards(
  db: Database,
  { host, log }: { host: string; log: Logger },
): Promise<{ sent: number; refused: number; stillFailing: boolean; dropped: number }> {
  const dropped = await dropStaleForwards(db, FORWARD_KEPT_HOURS);
  if (dropped > 0)
    log.error(
      { dropped },
      `batches PostHog did not take for ${FORWARD_KEPT_HOURS} hours were dropped`,
    );
  let sent = 0;
  let refused = 0;
  while (sent + refused < MOST_PER_RUN) {
    const due = await selectDueForwards(db, PAGE);
    for (const kept of due) {
      const forward = { path: kept.path, method: "POST", headers: kept.headers, body: kept.body };
      const delivery = await deliverCapture(host, forward, FORWARD_TIMEOUT_MS.capture);
      if (delivery.outcome === "retry") {
        await recordForwardRetryFailed(db, kept.id, kept.attempts, delivery.reason);
        return { sent, refused, stillFailing: true, dropped };
      }
      if (delivery.outcome === "refused") {
        refused += 1;
        log.warn(
          { status: delivery.status, path: kept.path },
          "PostHog refused a kept batch for good",
        );
      } else sent += 1;
      await deleteKeptForward(db, kept.id);
    }
    if (due.length < PAGE) break;
  }
  return { sent, refused, stillFailing: false, dropped };
}
