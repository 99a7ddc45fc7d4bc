import "server-only";
import { env } from "@/env";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { defineRateLimits } from "@/server/rate-limit/define-rate-limits";

/**
 * Webhook changes (adding endpoints, rotating secrets) and test sends per person (docs/alerts.md#webhooks):
 * each makes us open a connection to an address the person chose, so neither can be used as a
 * request cannon. Shared through Redis with REDIS_URL.
 */
const channelRateLimits = defineRateLimits("alertChannelRateLimits", (limiter) => {
  const changes = limiter("webhook-changes", env.RATE_LIMIT_WEBHOOK_CHANGES);
  const tests = limiter("webhook-tests", env.RATE_LIMIT_WEBHOOK_TESTS);
  return {
    changeWebhooks: (userId: string) => consumePoint(changes, userId),
    sendTest: (userId: string) => consumePoint(tests, userId),
  };
});

export const getChannelRateLimits = channelRateLimits.get;
