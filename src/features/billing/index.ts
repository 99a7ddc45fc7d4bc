/**
 * What other features may use of billing in any code: the plans, their limits and names.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { cheapestPlan, type PlanCatalogue } from "./cheapest-plan";
export { periodNames } from "./period-names";
export {
  type BillingInterval,
  comingSoon,
  featureNames,
  guestLimits,
  type Plan,
  type PlanFeature,
  type PlanId,
  type PlanLimits,
  plans,
} from "./plans";
