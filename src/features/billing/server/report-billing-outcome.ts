import "server-only";
import { plans } from "@/lib/billing/plans";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { ENTITLED_STATUSES } from "@/server/billing/get-entitlements";
import type { AppliedBillingEvent } from "./mutations";

/** Events with no browser behind them (SPEC §3 common fields, page_url and session_id null). */
const serverFields = () => ({ user_type: "authenticated" as const, timestamp: new Date().toISOString(), page_url: null, session_id: null });

/**
 * The analytics of a billing change: a Conversion event when a paid subscription starts (with
 * `attributed_to_affiliate` from the attribution stored at registration), and Business metric
 * events for starts, plan changes and ends.
 */
export function reportBillingOutcome(analytics: ServerAnalytics | null, outcome: AppliedBillingEvent, affiliateId: string | null): void {
  if (!analytics || !outcome.applied || !outcome.after) return;
  const { before, after } = outcome;
  const wasPaid = before !== null && ENTITLED_STATUSES.has(before.status);
  const isPaid = ENTITLED_STATUSES.has(after.status);
  // The price of the interval actually bought: a yearly plan is worth its yearly price.
  const price = plans[after.planId as "pro" | "premium"]?.prices[after.interval].amount ?? 0;
  if (!wasPaid && isPaid) {
    analytics.capture("conversion", after.userId, { ...serverFields(), conversion_type: "subscription", attributed_to_affiliate: affiliateId !== null });
    analytics.capture("business_metric", after.userId, { ...serverFields(), metric_name: `subscription_started_${after.planId}`, metric_value: price });
  } else if (wasPaid && isPaid && before.planId !== after.planId) {
    analytics.capture("business_metric", after.userId, { ...serverFields(), metric_name: `plan_changed_to_${after.planId}`, metric_value: price });
  } else if (wasPaid && !isPaid) {
    analytics.capture("business_metric", after.userId, { ...serverFields(), metric_name: `subscription_ended_${after.planId}`, metric_value: 0 });
  }
}
