import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import { env } from "@/env";
import { processSingleton } from "@/server/process-singleton";

export type RateLimitSetting = { points: number; seconds: number };

/** One Redis connection per process, opened on first use. */
export function getRedis(): Redis | undefined {
  const url = env.REDIS_URL;
  if (!url) return undefined;
  // rate-limiter-flexible asks for no offline queue: a command to a down Redis fails at once
  // and the in-memory insurance limiter answers instead of the request hanging.
  // @see https://github.com/animir/node-rate-limiter-flexible/wiki/Redis
  return processSingleton(
    "redis",
    () =>
      new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      }),
  );
}

/**
 * A limiter of `points` per `seconds`: in memory by default, shared through Redis when REDIS_URL
 * is set, so several app nodes count together.
 */
export function createRateLimiter(
  keyPrefix: string,
  { points, seconds }: RateLimitSetting,
  redis = getRedis(),
): RateLimiterAbstract {
  const options = { keyPrefix: `marketdesk:${keyPrefix}`, points, duration: seconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
