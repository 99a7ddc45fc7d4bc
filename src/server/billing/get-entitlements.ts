import { eq } from "drizzle-orm";
import { guestLimits, plans, type PlanFeature, type PlanId, type PlanLimits } from "@/lib/billing/plans";
import type { Database } from "@/server/db/create-database";
import { subscriptions, users } from "@/server/db/schema";

/**
 * Statuses that keep the plan's rights. past_due keeps them while Stripe retries the payment (its
 * smart retries take days); unpaid, canceled and incomplete ones fall back to free.
 */
export const ENTITLED_STATUSES = new Set(["active", "trialing", "past_due"]);

export type Entitlements = { planId: PlanId; limits: PlanLimits; features: PlanFeature[]; isGuest: boolean };

const GUEST: Entitlements = { planId: "free", limits: guestLimits, features: [], isGuest: true };

/**
 * What a user may do now, from our database (never a live Stripe call): the one function every
 * limit check goes through, so a plan change is felt everywhere at once. `null` is a visitor.
 */
export async function getEntitlements(db: Database, userId: string | null): Promise<Entitlements> {
  if (!userId) return GUEST;
  const [row] = await db
    .select({ type: users.type, planId: subscriptions.planId, status: subscriptions.status, periodEnd: subscriptions.currentPeriodEnd })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.type === "guest") return GUEST;
  // A canceled-at-period-end subscription stays "active" until Stripe ends it at the period end.
  const paid = row.planId && row.status && ENTITLED_STATUSES.has(row.status) ? plans[row.planId] : plans.free;
  return { planId: paid.id, limits: paid.limits, features: paid.features, isGuest: false };
}
