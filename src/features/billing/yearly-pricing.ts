import { formatPrice } from "@/lib/format/format-price";
import type { Plan } from "./plans";

export type YearlyPricing = { perMonth: string; billed: string; savingPercent: number };

/**
 * What yearly billing costs a month, what is billed, and what it saves against paying monthly: the
 * pricing page's "$15.83/mo billed $190 yearly — save 17%". Null for a free plan. Read from the
 * catalogue, so a price change moves the sentence with it.
 */
export function yearlyPricing(plan: Plan): YearlyPricing | null {
  const { month, year } = plan.prices;
  if (year.amount <= 0 || month.amount <= 0) return null;
  return {
    perMonth: formatPrice(Math.round(year.amount / 12), year.currency),
    billed: formatPrice(year.amount, year.currency),
    savingPercent: Math.max(0, Math.round((1 - year.amount / (month.amount * 12)) * 100)),
  };
}
