import { TRPCError } from "@trpc/server";
import { cheapestPlanWith, featureNames, type PlanFeature, type PlanId, type PlanLimits } from "@/lib/billing/plans";

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

/** Feature names that read as plurals ("Technical filters … are part of Pro"). */
const PLURAL_FEATURES = new Set<PlanFeature>(["technical_filters"]);

/** The FORBIDDEN a plan check raises: what is missing, the plan that has it, and where to upgrade. */
export function upgradeRequired(feature: PlanFeature): TRPCError {
  const plan = cheapestPlanWith(feature);
  return new TRPCError({
    code: "FORBIDDEN",
    message: `${featureNames[feature]} ${PLURAL_FEATURES.has(feature) ? "are" : "is"} part of ${plan.name}. Upgrade at /pricing.`,
    cause: new UpgradeRequiredError(plan.id, feature),
  });
}
