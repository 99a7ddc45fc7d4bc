import type { PlanFeature, PlanId, PlanLimits } from "@/lib/billing/plans";

/** Why a FORBIDDEN was raised by a plan check: which plan unlocks which feature or lifts which limit. */
export class UpgradeRequiredError extends Error {
  constructor(
    readonly planId: PlanId,
    readonly feature: PlanFeature | keyof PlanLimits,
  ) {
    super(`Upgrade to ${planId} for ${feature}`);
    this.name = "UpgradeRequiredError";
  }
}
