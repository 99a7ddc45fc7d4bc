import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { describeWait } from "./describe-wait";

/** A refused attempt, with how long until the next one is allowed. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Too many attempts. ${describeWait(retryAfterMs)}`);
    this.name = "RateLimitedError";
  }
}

/** Takes one point for `key`, or throws RateLimitedError when none is left. */
export async function consumePoint(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext);
    throw rejection;
  }
}

/** Throws RateLimitedError when `key` has no point left, without taking one. */
export async function assertPointLeft(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw new RateLimitedError(state.msBeforeNext);
}
