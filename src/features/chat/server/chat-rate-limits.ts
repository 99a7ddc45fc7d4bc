import "server-only";
import { env } from "@/env";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { defineRateLimits } from "@/server/rate-limit/define-rate-limits";

/**
 * Chat posting (docs/product.md#chat, "Moderation"): per person and per IP, a burst limit
 * (RATE_LIMIT_CHAT_BURST, 5/10) and an hourly one (RATE_LIMIT_CHAT_HOUR, 60/3600). Shared through
 * Redis with REDIS_URL, so a person posting through several nodes is counted once.
 */
const chatRateLimits = defineRateLimits("chatRateLimits", (limiter) => {
  const burstPerUser = limiter("chat-burst-user", env.RATE_LIMIT_CHAT_BURST);
  const hourPerUser = limiter("chat-hour-user", env.RATE_LIMIT_CHAT_HOUR);
  const burstPerIp = limiter("chat-burst-ip", env.RATE_LIMIT_CHAT_BURST);
  const hourPerIp = limiter("chat-hour-ip", env.RATE_LIMIT_CHAT_HOUR);
  return {
    /** Counts one post; throws RateLimitedError, with the wait, when any of the four is spent. */
    async beginPost(userId: string, ip: string) {
      await consumePoint(burstPerUser, userId);
      await consumePoint(burstPerIp, ip);
      await consumePoint(hourPerUser, userId);
      await consumePoint(hourPerIp, ip);
    },
  };
});

export const createChatRateLimits = chatRateLimits.create;
export const getChatRateLimits = chatRateLimits.get;

export type ChatRateLimits = ReturnType<typeof createChatRateLimits>;
