import type { TRPCError } from "@trpc/server";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";
import { retryAfterSeconds } from "@/server/rate-limit/retry-after-seconds";

/**
 * Headers of every `/api/trpc` answer. Answers are personal (the session's data, or what this
 * session may see), so no cache keeps them (docs/security.md#sessions); a call refused by a
 * rate limit adds `Retry-After`, the longest wait of the batch (docs/security.md#input-limits).
 */
export function trpcAnswerHeaders({ errors }: { errors: TRPCError[] }): Record<string, string> {
  const waits = errors.flatMap((error) =>
    isRateLimitedError(error.cause) ? [error.cause.retryAfterMs] : [],
  );
  return {
    "cache-control": "private, no-store",
    ...(waits.length ? { "retry-after": retryAfterSeconds(Math.max(...waits)) } : {}),
  };
}
