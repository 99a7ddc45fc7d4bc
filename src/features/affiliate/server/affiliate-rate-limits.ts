import "server-only";
import type { Redis } from "ioredis";
import { env } from "@/env";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { createRateLimiter, getRedis } from "@/server/rate-limit/create-rate-limiter";

/** Clicks recorded per IP (RATE_LIMIT_AFFILIATE_CLICK, 30/60), shared through Redis with REDIS_URL. */
export function createAffiliateRateLimits(redis: Redis | undefined = getRedis()) {
  const clicksPerIp = createRateLimiter(
    "affiliate-click-ip",
    env.RATE_LIMIT_AFFILIATE_CLICK,
    redis,
  );
  return {
    /** Counts one click report; throws RateLimitedError when the IP has none left. */
    beginClick: (ip: string) => consumePoint(clicksPerIp, ip),
  };
}

export type AffiliateRateLimits = ReturnType<typeof createAffiliateRateLimits>;

const globalForLimits = globalThis as unknown as {
  marketdeskAffiliateRateLimits?: AffiliateRateLimits;
};

export function getAffiliateRateLimits(): AffiliateRateLimits {
  globalForLimits.marketdeskAffiliateRateLimits ??= createAffiliateRateLimits();
  return globalForLimits.marketdeskAffiliateRateLimits;
}
