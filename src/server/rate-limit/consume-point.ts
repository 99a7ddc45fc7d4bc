import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { describeWait } from "./describe-wait";

/** A refused attempt, with how long until the next one is allowed. */
export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterMs: number,
    message = `Too many attempts. ${describeWait(retryAfterMs)}`,
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/**
 * An attempt a limiter that fails closed could not count, Redis not answering (create-rate-limiter.ts,
 * "refuse"): refused with a sentence, and a minute's wait, never let through uncounted.
 */
function refusedUncounted(): RateLimitedError {
  return new RateLimitedError(
    60_000,
    "We cannot count attempts right now, so this is paused for a moment. Try again in a minute.",
  );
}

/**
 * Whether `error` is a RateLimitedError, whichever copy of this module threw it. Next bundles the
 * route handlers and the pages separately, and the limiters live on `globalThis`, so a limiter made
 * during a page render throws the page bundle's class, which `instanceof` in the API bundle does
 * not recognise (docs/security.md, "Input limits").
 */
export function isRateLimitedError(error: unknown): error is RateLimitedError {
  return (
    error instanceof Error &&
    error.name === "RateLimitedError" &&
    typeof (error as { retryAfterMs?: unknown }).retryAfterMs === "number"
  );
}

/** Takes one point (or `points`) for `key`, or throws RateLimitedError when not enough are left. */
export async function consumePoint(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext);
    // Any other rejection is the store's: a limiter with an insurance limiter never gives one.
    throw refusedUncounted();
  }
}

/** Throws RateLimitedError when `key` has no point left, without taking one. */
export async function assertPointLeft(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key).catch(() => {
    throw refusedUncounted();
  });
  if (state && state.consumedPoints >= limiter.points)
    throw new RateLimitedError(state.msBeforeNext);
}
