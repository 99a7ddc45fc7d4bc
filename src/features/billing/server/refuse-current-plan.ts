import "server-only";
import { TRPCError } from "@trpc/server";
import { plans, type BillingInterval } from "../plans";
import type { BillingMode } from "@/server/billing/decide-billing-mode";
import { subscriptionGrantsPlan } from "./get-entitlements";
import type { Database } from "@/server/db/create-database";
import { getSubscription } from "./data";

const intervalName = { month: "monthly", year: "yearly" } as const;

/**
 * Nobody checks out the plan and billing period they already have: with Stripe that would be a
 * second subscription billing twice (docs/security.md, "Billing modes"). Another plan or period is
 * a change, and goes ahead.
 */
export async function refuseCurrentPlan(db: Database, userId: string, choice: { planId: "pro" | "premium"; interval: BillingInterval }, mode: BillingMode): Promise<void> {
  const row = await getSubscription(db, userId);
  if (!row || !subscriptionGrantsPlan(row, mode) || row.planId !== choice.planId || row.interval !== choice.interval) return;
  const resume = row.cancelAtPeriodEnd ? " To keep it past its end date, resume it on your account page." : "";
  throw new TRPCError({ code: "CONFLICT", message: `You are already on ${plans[row.planId].name} (${intervalName[row.interval]}). Choose another plan or billing period to change it.${resume}` });
}
