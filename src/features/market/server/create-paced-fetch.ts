import { logger } from "@/server/logger";

type Fetch = typeof globalThis.fetch;

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Where a request went, without its query (Yahoo's crumb rides in it). */
function describe(input: Parameters<Fetch>[0]): string {
  const url = new URL(input instanceof Request ? input.url : input);
  return `${url.host}${url.pathname}`;
}

/**
 * A `fetch` that keeps a provider within its rate limit, for yahoo-finance2's `fetch` option, so
 * every request the library makes (its sign-in too) goes through it. Requests start at least
 * 60 000 / `perMinute` ms apart, in the order they were asked for; an answer of 429 or 5xx, or none
 * at all (fetch's network `TypeError`), is tried again after a growing pause (`backoffMs`, then ×4)
 * that holds back every request behind it, and the last answer or error of `attempts` is passed on.
 * This is not yahoo-finance2's `queue` option again: that one runs requests one at a time
 * (`concurrency: 1`, which the provider sets) but has no interval between them and never retries,
 * and Yahoo publishes no limit but refuses bursts.
 */
export function createPacedFetch(
  perMinute: number,
  {
    attempts = 3,
    backoffMs = 5_000,
    fetch,
  }: { attempts?: number; backoffMs?: number; fetch?: Fetch } = {},
): Fetch {
  const spacingMs = 60_000 / perMinute;
  let nextStart = 0;

  /** This request's turn: no sooner than `pauseMs` from now, nor than one spacing after the last turn given. */
  async function waitTurn(pauseMs: number) {
    const start = Math.max(Date.now() + pauseMs, nextStart);
    nextStart = start + spacingMs;
    await sleep(start - Date.now());
  }

  return async function pacedFetch(input, init) {
    for (let attempt = 1; ; attempt += 1) {
      await waitTurn(attempt === 1 ? 0 : backoffMs * 4 ** (attempt - 2));
      let failure: string;
      try {
        const response = await (fetch ?? globalThis.fetch)(input, init);
        if (attempt >= attempts || (response.status !== 429 && response.status < 500))
          return response;
        failure = `HTTP ${response.status}`;
        await response.body?.cancel();
      } catch (error) {
        if (attempt >= attempts || !(error instanceof TypeError)) throw error;
        failure = error.message;
      }
      logger.warn(
        { request: describe(input), attempt, failure },
        "market data request failed; retrying",
      );
    }
  };
}
