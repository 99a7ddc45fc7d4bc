import "server-only";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { defineRateLimits } from "@/server/rate-limit/define-rate-limits";

/**
 * Creating alerts (docs/alerts.md#limits): 60 a minute per person, each create or import one
 * point, so a script cannot make 1,000 in a minute; the plan's limits cap the total. Shared
 * through Redis with REDIS_URL, so several nodes count together.
 */
const alertRateLimits = defineRateLimits("alertRateLimits", (limiter) => {
  const perUser = limiter("alert-create-user", { points: 60, seconds: 60 });
  return {
    /** Counts one creation; throws RateLimitedError, with the wait, past the limit. */
    beginCreate: (userId: string) => consumePoint(perUser, userId),
  };
});

export const createAlertRateLimits = alertRateLimits.create;
export const getAlertRateLimits = alertRateLimits.get;
export type AlertRateLimits = ReturnType<typeof createAlertRateLimits>;
