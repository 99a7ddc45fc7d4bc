import "server-only";
import { findUser } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";
import { publishBillingOutcome } from "./billing-outcome-listeners";
import { billingOutcomesOf } from "./billing-outcomes-of";
import type { AppliedBillingEvent } from "./mutations";

/** Publishes what an applied billing event changed, with each user's stored attribution. */
export async function publishBillingOutcomes(
  db: Database,
  event: AppliedBillingEvent,
  log?: Logger,
): Promise<void> {
  const outcomes = await billingOutcomesOf(
    event,
    async (userId) => (await findUser(db, userId))?.affiliateId ?? null,
  );
  for (const outcome of outcomes) await publishBillingOutcome(outcome, log);
}
