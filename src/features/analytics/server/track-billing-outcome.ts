import "server-only";
import type { BillingOutcome } from "@/features/billing/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";

/**
 * The analytics of a billing outcome (docs/product.md#analytics), a listener registered in
 * src/instrumentation.ts: a Conversion event when a paid subscription starts (with
 * `attributed_to_affiliate` from the attribution stored at registration), and Business metric
 * events for starts, plan changes and ends. Invoices and refunds are the affiliate program's.
 */
export function trackBillingOutcome(
  analytics: ServerAnalytics | null,
  outcome: BillingOutcome,
): void {
  if (!analytics) return;
  switch (outcome.type) {
    case "subscription_started":
      analytics.capture("conversion", outcome.userId, {
        ...serverEventFields(),
        conversion_type: "subscription",
        attributed_to_affiliate: outcome.affiliateId !== null,
      });
      analytics.capture("business_metric", outcome.userId, {
        ...serverEventFields(),
        metric_name: `subscription_started_${outcome.planId}`,
        metric_value: outcome.amount,
      });
      return;
    case "plan_changed":
      analytics.capture("business_metric", outcome.userId, {
        ...serverEventFields(),
        metric_name: `plan_changed_to_${outcome.planId}`,
        metric_value: outcome.amount,
      });
      return;
    case "subscription_ended":
      analytics.capture("business_metric", outcome.userId, {
        ...serverEventFields(),
        metric_name: `subscription_ended_${outcome.planId}`,
        metric_value: 0,
      });
      return;
    default:
      return;
  }
}
