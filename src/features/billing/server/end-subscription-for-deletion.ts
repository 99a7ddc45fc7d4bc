import "server-only";
import { TRPCError } from "@trpc/server";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";
import { getSubscription } from "./data";
import { getBillingProvider } from "./get-billing-provider";
import { ENTITLED_STATUSES } from "./get-entitlements";
import { applyBillingEvent } from "./mutations";
import { publishBillingOutcomes } from "./publish-billing-outcomes";

/**
 * Ends a paid subscription at once before its account is deleted (docs/product.md#accounts-and-mail),
 * where it was bought: Stripe, or local billing. When that provider is not running here the deletion
 * is refused: deleting the account would leave nothing to stop the charges.
 */
export async function endSubscriptionForDeletion(
  db: Database,
  userId: string,
  log?: Logger,
  provider = getBillingProvider(),
): Promise<void> {
  const subscription = await getSubscription(db, userId);
  if (!subscription || !ENTITLED_STATUSES.has(subscription.status)) return;
  if (!provider || provider.mode !== subscription.provider) {
    throw new TRPCError({
      code: "PRECONDITION_FAILED",
      message:
        "Your paid plan cannot be cancelled from this server right now, so your account was not deleted. Please try again later.",
    });
  }
  await publishBillingOutcomes(
    db,
    await applyBillingEvent(db, await provider.cancelNow({ ...subscription, customerId: null })),
    log,
  );
}
