import { type Plan, type PlanId, plans } from "./plans";

export type PlanCatalogue = Record<PlanId, Plan>;

/**
 * The cheapest plan (by monthly price) that `fits`, or null when none does: what an upgrade hint
 * names, read from the catalogue so a new plan or price moves the hint with it.
 */
export function cheapestPlan(
  fits: (plan: Plan) => boolean,
  catalogue: PlanCatalogue = plans,
): Plan | null {
  const byPrice = Object.values(catalogue).sort(
    (a, b) => a.prices.month.amount - b.prices.month.amount,
  );
  return byPrice.find(fits) ?? null;
}
