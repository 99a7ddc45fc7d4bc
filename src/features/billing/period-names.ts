import type { BillingInterval } from "./plans";

/** A billing period as sentences say it: "billed monthly", "Pro (yearly)". */
export const periodNames: Record<BillingInterval, "monthly" | "yearly"> = {
  month: "monthly",
  year: "yearly",
};
