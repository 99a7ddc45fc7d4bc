import { TRPCError } from "@trpc/server";
import { UpgradeRequiredError } from "@/server/api/upgrade-required-error";
import { cheapestPlan, type PlanCatalogue } from "../cheapest-plan";
import { featureNames, type PlanFeature, plans } from "../plans";

/** Feature names that read as plurals ("Technical filters … are part of Pro"). */
const PLURAL_FEATURES = new Set<PlanFeature>(["technical_filters"]);

/**
 * The FORBIDDEN a feature check raises: what is missing, the cheapest plan that has it, and where
 * to upgrade (docs/product.md#plans).
 */
export function upgradeRequired(feature: PlanFeature, catalogue: PlanCatalogue = plans): TRPCError {
  const plan = cheapestPlan((candidate) => candidate.features.includes(feature), catalogue);
  const verb = PLURAL_FEATURES.has(feature) ? "are" : "is";
  return new TRPCError({
    code: "FORBIDDEN",
    message: plan
      ? `${featureNames[feature]} ${verb} part of ${plan.name}. Upgrade at /pricing.`
      : `${featureNames[feature]} ${verb} not offered on any plan.`,
    cause: plan ? new UpgradeRequiredError(plan.id, feature) : undefined,
  });
}
