import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { consumePoint, RateLimitedError } from "@/server/rate-limit/consume-point";

/** One request's share: each of its calls enters before running, and `close` returns the calls never run. */
export type CallTicket = { enter: () => Promise<() => void>; close: () => void };

type ClientWork = { admitted: number; running: number; waiting: Array<() => void> };

/**
 * What one client (its session's user or guest id, else its IP) may ask of /api/trpc, counted in
 * calls, not requests: a batch of 50 counts 50 (docs/security.md#input-limits). `limiter` counts
 * calls per window; at most `callsAtOnce` of a client's calls run at once, the rest of its admitted
 * calls wait their turn here, outside the database pool, so other clients' calls reach it first; a
 * request that would have more than `callsAtOnce + callsWaiting` admitted is refused at once.
 * Both refusals are RateLimitedError (TOO_MANY_REQUESTS, 429 with Retry-After).
 */
export function createTrpcClientLimits({
  limiter,
  callsAtOnce,
  callsWaiting,
}: {
  limiter: RateLimiterAbstract;
  callsAtOnce: number;
  callsWaiting: number;
}) {
  const clients = new Map<string, ClientWork>();

  function finish(client: string, work: ClientWork, calls: number): void {
    work.admitted -= calls;
    if (work.admitted === 0) clients.delete(client);
  }

  return async function admit(client: string, calls: number): Promise<CallTicket> {
    const work = clients.get(client) ?? { admitted: 0, running: 0, waiting: [] };
    if (work.admitted + calls > callsAtOnce + callsWaiting) throw new RateLimitedError(1_000);
    // Counted before the limiter answers, so parallel requests cannot all pass the check above.
    work.admitted += calls;
    clients.set(client, work);
    try {
      await consumePoint(limiter, client, calls);
    } catch (error) {
      finish(client, work, calls);
      throw error;
    }
    let unrun = calls;
    return {
      async enter() {
        if (unrun === 0) return () => undefined; // more calls than counted: not ours to hold
        unrun -= 1;
        if (work.running < callsAtOnce) work.running += 1;
        else await new Promise<void>((resolve) => work.waiting.push(resolve));
        return () => {
          // The slot passes to the next waiting call, or is given back.
          const next = work.waiting.shift();
          if (next) next();
          else work.running -= 1;
          finish(client, work, 1);
        };
      },
      close() {
        finish(client, work, unrun);
        unrun = 0;
      },
    };
  };
}
