import type { BillingMode } from "@/server/billing/decide-billing-mode";
import type { Database } from "@/server/db/create-database";
import { guestLimits, type PlanFeature, type PlanId, type PlanLimits, plans } from "../plans";
import { getPlanHolder } from "./data";
import { getBillingMode } from "./get-billing-mode";

/**
 * Statuses that keep the plan's rights. past_due keeps them while Stripe retries the payment (its
 * smart retries take days); unpaid, canceled and incomplete ones fall back to free.
 */
export const ENTITLED_STATUSES = new Set(["active", "trialing", "past_due"]);

/**
 * Whether a stored subscription gives its plan now. One made by local billing (test mode, no card)
 * counts only while test mode runs: switched to Stripe or off, it grants nothing (docs/security.md,
 * "Billing modes"). A Stripe one was paid for, so it counts in every mode.
 */
export function subscriptionGrantsPlan(
  row: { provider: "stripe" | "local"; status: string },
  mode: BillingMode,
): boolean {
  return ENTITLED_STATUSES.has(row.status) && (row.provider === "stripe" || mode === "local");
}

export type Entitlements = {
  planId: PlanId;
  limits: PlanLimits;
  features: PlanFeature[];
  isGuest: boolean;
};

const GUEST: Entitlements = { planId: "free", limits: guestLimits, features: [], isGuest: true };

/**
 * What a user may do now, from our database (never a live Stripe call): the one function every
 * limit check goes through and the `stripe.getEntitlements` query shows, so what the UI offers is
 * what the server allows, and a plan change is felt everywhere at once. `null` is a visitor.
 */
export async function getEntitlements(
  db: Database,
  userId: string | null,
  mode: BillingMode = getBillingMode(),
): Promise<Entitlements> {
  return entitlementsOf(userId ? await getPlanHolder(db, userId) : null, mode);
}

export type PlanHolder = {
  type: string;
  planId: "pro" | "premium" | null;
  provider: "stripe" | "local" | null;
  status: string | null;
};

/**
 * The entitlements a user's kind and stored subscription give: `getEntitlements` for one person, and
 * the readers that judge many at once (the alert evaluator) from rows they read in bulk.
 */
export function entitlementsOf(
  holder: PlanHolder | null,
  mode: BillingMode = getBillingMode(),
): Entitlements {
  if (!holder || holder.type === "guest") return GUEST;
  // A canceled-at-period-end subscription stays "active" until Stripe ends it at the period end.
  const { planId, provider, status } = holder;
  const paid =
    planId && provider && status && subscriptionGrantsPlan({ provider, status }, mode)
      ? plans[planId]
      : plans.free;
  return { planId: paid.id, limits: paid.limits, features: paid.features, isGuest: false };
}
