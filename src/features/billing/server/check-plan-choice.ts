import "server-only";
import { TRPCError } from "@trpc/server";
import type { BillingMode } from "@/server/billing/decide-billing-mode";
import type { Database } from "@/server/db/create-database";
import { periodNames } from "../period-names";
import { plans } from "../plans";
import type { SubscriptionState } from "./billing-event";
import type { PlanChoice } from "./billing-provider";
import { getSubscription } from "./data";
import { subscriptionGrantsPlan } from "./get-entitlements";

/**
 * Whether `choice` may be bought ("checkout") or switched to ("change"), and the subscription it
 * would change (docs/product.md#plans). Nobody pays for the plan and period they already have,
 * and a subscriber changes the subscription they have: a second checkout would bill twice.
 */
export async function checkPlanChoice(
  db: Database,
  userId: string,
  choice: PlanChoice,
  mode: BillingMode,
  purpose: "checkout" | "change",
): Promise<SubscriptionState | null> {
  const row = await getSubscription(db, userId);
  const held = row && subscriptionGrantsPlan(row, mode) ? row : null;
  if (held && held.planId === choice.planId && held.interval === choice.interval) {
    const resume = held.cancelAtPeriodEnd
      ? " To keep it past its end date, resume it on your account page."
      : "";
    throw new TRPCError({
      code: "CONFLICT",
      message: `You are already on ${plans[held.planId].name} (${periodNames[held.interval]}). Choose another plan or billing period to change it.${resume}`,
    });
  }
  if (held && purpose === "checkout") {
    throw new TRPCError({
      code: "CONFLICT",
      message: `You already pay for ${plans[held.planId].name} (${periodNames[held.interval]}). Change your plan instead, so you are never billed twice.`,
    });
  }
  if (!held && purpose === "change")
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "You have no paid plan to change. Choose a plan to subscribe.",
    });
  return held && { ...held, customerId: null };
}
