import { logger } from "@/server/logger";

type Fetch = typeof globalThis.fetch;

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Where a request went, without its query (Yahoo's crumb rides in it). */
function describe(input: Parameters<Fetch>[0]): string {
  const url = new URL(input instanceof Request ? input.url : input);
  return `${url.host}${url.pathname}`;
}

/** The longest a 429's own reset time is waited for: a window of Alpaca's is a minute. */
const MAX_RESET_WAIT_MS = 5 * 60_000;

/**
 * When a 429 says the limit resets: `Retry-After` (seconds or a date) or Alpaca's
 * `X-RateLimit-Reset` (Unix seconds); null when it says neither.
 * @see https://docs.alpaca.markets/docs/rate-limits
 */
function resetWaitMs(response: Response): number | null {
  const retryAfter = response.headers.get("retry-after");
  const reset = response.headers.get("x-ratelimit-reset");
  const at = retryAfter
    ? /^\d+$/.test(retryAfter)
      ? Date.now() + Number(retryAfter) * 1000
      : Date.parse(retryAfter)
    : reset && /^\d+$/.test(reset)
      ? Number(reset) * 1000
      : Number.NaN;
  return Number.isFinite(at) ? Math.min(Math.max(0, at - Date.now()), MAX_RESET_WAIT_MS) : null;
}

/**
 * A `fetch` that keeps a provider within its rate limit, for yahoo-finance2's `fetch` option, so
 * every request the library makes (its sign-in too) goes through it. Requests start at least
 * 60 000 / `perMinute` ms apart, in the order they were asked for; an answer of 429 or 5xx, or none
 * at all (fetch's network `TypeError`), is tried again after a growing pause (`backoffMs`, then ×4;
 * a 429 that says when its limit resets, at that time) that holds back every request behind it,
 * and the last answer or error of `attempts` is passed on. Alpaca's SDK gets it as its `fetchApi`
 * too (alpaca/create-alpaca-client.ts).
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
    let resetMs: number | null = null;
    for (let attempt = 1; ; attempt += 1) {
      await waitTurn(attempt === 1 ? 0 : (resetMs ?? backoffMs * 4 ** (attempt - 2)));
      let failure: string;
      resetMs = null;
      try {
        const response = await (fetch ?? globalThis.fetch)(input, init);
        if (attempt >= attempts || (response.status !== 429 && response.status < 500))
          return response;
        failure = `HTTP ${response.status}`;
        if (response.status === 429) resetMs = resetWaitMs(response);
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
