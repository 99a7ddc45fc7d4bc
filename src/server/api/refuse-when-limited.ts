import { TRPCError } from "@trpc/server";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";

/**
 * Awaits a rate limit's check, turning its refusal into TOO_MANY_REQUESTS with the wait in words;
 * the refusal rides as the cause, whose wait becomes the answer's Retry-After (trpc-answer-headers.ts).
 */
export async function refuseWhenLimited(check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (isRateLimitedError(error))
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message, cause: error });
    throw error;
  }
}
