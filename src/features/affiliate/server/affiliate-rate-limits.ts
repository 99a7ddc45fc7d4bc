import "server-only";
import { env } from "@/env";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { defineRateLimits } from "@/server/rate-limit/define-rate-limits";

/** Clicks recorded per IP (RATE_LIMIT_AFFILIATE_CLICK, 30/60), shared through Redis with REDIS_URL. */
const affiliateRateLimits = defineRateLimits("affiliateRateLimits", (limiter) => {
  const clicksPerIp = limiter("affiliate-click-ip", env.RATE_LIMIT_AFFILIATE_CLICK);
  return {
    /** Counts one click report; throws RateLimitedError when the IP has none left. */
    beginClick: (ip: string) => consumePoint(clicksPerIp, ip),
  };
});

export const createAffiliateRateLimits = affiliateRateLimits.create;
export const getAffiliateRateLimits = affiliateRateLimits.get;

export type AffiliateRateLimits = ReturnType<typeof createAffiliateRateLimits>;
