import { logger } from "@/server/logger";

/**
 * Errors worth another try: "Too Many Requests", server-side failures, network errors, and any
 * error its provider marks `retryable` (Yahoo's expired crumb).
 */
function isRetryable(error: unknown): boolean {
  if ((error as { retryable?: unknown }).retryable === true) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "number") return code === 429 || code >= 500;
  return error instanceof TypeError; // fetch's network failure
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a provider within its rate limit: requests start at most `perMinute` a minute, one after
 * another, and a 429 or 5xx answer is retried after a growing pause (`backoffMs`, then ×4) before
 * the error is passed on. Yahoo publishes no limit; a few thousand requests an hour are tolerated.
 */
export function createRequestPacer(perMinute: number, { attempts = 3, backoffMs = 5_000 } = {}) {
  const spacingMs = 60_000 / perMinute;
  let nextStart = 0;
  let chain: Promise<unknown> = Promise.resolve();

  async function run<T>(label: string, request: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const wait = nextStart - Date.now();
      if (wait > 0) await sleep(wait);
      nextStart = Date.now() + spacingMs;
      try {
        return await request();
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) throw error;
        const pause = backoffMs * 4 ** (attempt - 1);
        logger.warn({ request: label, attempt, pauseMs: pause, err: error }, "market data request failed; retrying");
        nextStart = Date.now() + pause;
      }
    }
  }

  /** Runs `request` when its turn comes; calls made at once are queued, never run in parallel. */
  return function pace<T>(label: string, request: () => Promise<T>): Promise<T> {
    const result = chain.then(() => run(label, request));
    chain = result.catch(() => undefined);
    return result;
  };
}
