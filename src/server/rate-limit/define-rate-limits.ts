import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { processSingleton } from "@/server/process-singleton";
import {
  createRateLimiter,
  getRedis,
  type RateLimitSetting,
  type WhenRedisDown,
} from "./create-rate-limiter";

type MakeLimiter = (keyPrefix: string, setting: RateLimitSetting) => RateLimiterAbstract;

/**
 * One feature's rate limits, built by `build` from limiters that share one Redis (or count in
 * memory without REDIS_URL): `create` for tests, which hand in their own Redis or none, and `get`
 * for the app, one set per process so every request counts against the same limiters. While Redis
 * does not answer they do as `whenRedisDown` says (create-rate-limiter.ts).
 */
export function defineRateLimits<Limits>(
  name: string,
  build: (limiter: MakeLimiter) => Limits,
  whenRedisDown: WhenRedisDown = "count-per-node",
) {
  const create = (redis: Redis | undefined = getRedis()): Limits =>
    build((keyPrefix, setting) => createRateLimiter(keyPrefix, setting, redis, whenRedisDown));
  return { create, get: (): Limits => processSingleton(name, () => create()) };
}
