import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import { env } from "@/env";

export type RateLimitSetting = { points: number; seconds: number };

/** One Redis connection per process, opened on first use. */
const globalForRedis = globalThis as unknown as { marketdeskRedis?: Redis };

export function getRedis(): Redis | undefined {
  if (!env.REDIS_URL) return undefined;
  // rate-limiter-flexible asks for no offline queue: a command to a down Redis fails at once
  // and the in-memory insurance limiter answers instead of the request hanging.
  // @see https://github.com/animir/node-rate-limiter-flexible/wiki/Redis
  globalForRedis.marketdeskRedis ??= new Redis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  return globalForRedis.marketdeskRedis;
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
