import "server-only";
import { TRPCError } from "@trpc/server";
import Stripe from "stripe";
import { userProcedure } from "@/server/api/trpc";

/**
 * A registered person's billing call (docs/product.md#plans). When Stripe fails it (down, timing
 * out, refusing the request), the fault is upstream: the answer is a 502 with a sentence, not the
 * 500 of a bug of ours, and the client's retry-on-5xx and the log's error line still apply.
 * @see https://docs.stripe.com/error-handling#error-types
 */
export const billingProcedure = userProcedure.use(async ({ next }) => {
  const result = await next();
  if (result.ok || !(result.error.cause instanceof Stripe.errors.StripeError)) return result;
  throw new TRPCError({
    code: "BAD_GATEWAY",
    message: "The payment service did not answer as expected. Please try again in a moment.",
    cause: result.error.cause,
  });
});
