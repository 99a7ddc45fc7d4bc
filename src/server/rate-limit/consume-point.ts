import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { describeWait } from "./describe-wait";

/** A refused attempt, with how long until the next one is allowed. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Too many attempts. ${describeWait(retryAfterMs)}`);
    this.name = "RateLimitedError";
  }
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
    throw rejection;
  }
}

/** Throws RateLimitedError when `key` has no point left, without taking one. */
export async function assertPointLeft(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points)
    throw new RateLimitedError(state.msBeforeNext);
}
