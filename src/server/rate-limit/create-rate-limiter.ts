import { Redis, type RedisOptions } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import { env } from "@/env";
import { logRedisOutages } from "@/server/log-redis-outages";
import { processSingleton } from "@/server/process-singleton";
import { awaitOpeningConnection } from "./await-opening-connection";

export type RateLimitSetting = { points: number; seconds: number };

/**
 * The rate limiters' Redis client. rate-limiter-flexible asks for no offline queue: a command to a
 * down Redis fails at once and the in-memory insurance limiter answers instead of the request
 * hanging. Auto-pipelining sends the commands of one event-loop turn (under load, many requests'
 * counts) in one socket write rather than one each (docs/scaling.md#per-request-cost).
 * @see https://github.com/animir/node-rate-limiter-flexible/wiki/Redis
 * @see https://github.com/redis/ioredis#autopipelining
 */
export const RATE_LIMIT_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  enableAutoPipelining: true,
} satisfies RedisOptions;

/** One Redis connection per process, opened on first use. */
export function getRedis(): Redis | undefined {
  const url = env.REDIS_URL;
  if (!url) return undefined;
  return processSingleton("redis", () => {
    const redis = new Redis(url, RATE_LIMIT_REDIS_OPTIONS);
    logRedisOutages([redis], {
      down: "Redis is unreachable: sign-in, registration and mail requests are refused until it answers; other rate limits count on each node alone",
      back: "Redis answers again: rate limits count across nodes",
    });
    return redis;
  });
}

/**
 * What a limiter does while Redis does not answer (docs/scaling.md#faults): "refuse" every
 * attempt (sign-in and the like: counted on each node alone, a password guesser would get as many
 * tries as there are nodes), or "count-per-node" in memory (reads: better served than refused).
 */
export type WhenRedisDown = "refuse" | "count-per-node";

/**
 * A limiter of `points` per `seconds`: in memory by default, shared through Redis when REDIS_URL
 * is set, so several app nodes count together; `whenRedisDown` says what it does meanwhile.
 */
export function createRateLimiter(
  keyPrefix: string,
  { points, seconds }: RateLimitSetting,
  redis = getRedis(),
  whenRedisDown: WhenRedisDown = "count-per-node",
): RateLimiterAbstract {
  const options = { keyPrefix: `marketdesk:${keyPrefix}`, points, duration: seconds };
  if (!redis) return new RateLimiterMemory(options);
  if (whenRedisDown === "count-per-node")
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  // Without an insurance limiter a store error reaches consumePoint, which refuses (consume-point.ts).
  return new FailClosedRateLimiter({ ...options, storeClient: redis }, redis);
}

/** A Redis limiter with no fallback, whose every call first waits out an opening connection. */
class FailClosedRateLimiter extends RateLimiterRedis {
  constructor(
    options: ConstructorParameters<typeof RateLimiterRedis>[0],
    private readonly redis: Redis,
  ) {
    super(options);
  }

  override async consume(...args: Parameters<RateLimiterRedis["consume"]>) {
    await awaitOpeningConnection(this.redis);
    return super.consume(...args);
  }

  override async get(...args: Parameters<RateLimiterRedis["get"]>) {
    await awaitOpeningConnection(this.redis);
    return super.get(...args);
  }

  override async delete(...args: Parameters<RateLimiterRedis["delete"]>) {
    await awaitOpeningConnection(this.redis);
    return super.delete(...args);
  }
}
