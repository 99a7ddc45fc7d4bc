import type { PlanFeature, PlanId } from "@/lib/billing/plans";

/** Why a FORBIDDEN was raised by a plan check: which plan unlocks which feature. */
export class UpgradeRequiredError extends Error {
  constructor(
    readonly planId: PlanId,
    readonly feature: PlanFeature,
  ) {
    super(`Upgrade to ${planId} for ${feature}`);
    this.name = "UpgradeRequiredError";
  }
}
