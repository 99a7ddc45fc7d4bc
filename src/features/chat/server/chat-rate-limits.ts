import "server-only";
import type { Redis } from "ioredis";
import { env } from "@/env";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { createRateLimiter, getRedis } from "@/server/rate-limit/create-rate-limiter";

/**
 * Chat posting (docs/product.md#chat, "Moderation"): per person and per IP, a burst limit
 * (RATE_LIMIT_CHAT_BURST, 5/10) and an hourly one (RATE_LIMIT_CHAT_HOUR, 60/3600). Shared through
 * Redis with REDIS_URL, so a person posting through several nodes is counted once.
 */
export function createChatRateLimits(redis: Redis | undefined = getRedis()) {
  const burstPerUser = createRateLimiter("chat-burst-user", env.RATE_LIMIT_CHAT_BURST, redis);
  const hourPerUser = createRateLimiter("chat-hour-user", env.RATE_LIMIT_CHAT_HOUR, redis);
  const burstPerIp = createRateLimiter("chat-burst-ip", env.RATE_LIMIT_CHAT_BURST, redis);
  const hourPerIp = createRateLimiter("chat-hour-ip", env.RATE_LIMIT_CHAT_HOUR, redis);
  return {
    /** Counts one post; throws RateLimitedError, with the wait, when any of the four is spent. */
    async beginPost(userId: string, ip: string) {
      await consumePoint(burstPerUser, userId);
      await consumePoint(burstPerIp, ip);
      await consumePoint(hourPerUser, userId);
      await consumePoint(hourPerIp, ip);
    },
  };
}

export type ChatRateLimits = ReturnType<typeof createChatRateLimits>;

const globalForLimits = globalThis as unknown as { marketdeskChatRateLimits?: ChatRateLimits };

export function getChatRateLimits(): ChatRateLimits {
  globalForLimits.marketdeskChatRateLimits ??= createChatRateLimits();
  return globalForLimits.marketdeskChatRateLimits;
}
