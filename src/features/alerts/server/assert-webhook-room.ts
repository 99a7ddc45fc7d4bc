import { TRPCError } from "@trpc/server";
import { cheapestPlan, type PlanId } from "@/features/billing";
import { UpgradeRequiredError } from "@/server/api/upgrade-required-error";
import { WEBHOOK_ENDPOINT_LIMITS } from "../channel-limits";

const endpoints = (count: number) => `${count} webhook${count === 1 ? "" : "s"}`;

/**
 * The webhook count check (docs/alerts.md#webhooks): Pro keeps 2, Premium 10. Past it, FORBIDDEN
 * naming the cheapest plan with room, which `data.upgrade` carries for the page's upsell.
 */
export function assertWebhookRoom(planId: PlanId, count: number): void {
  const allowed = WEBHOOK_ENDPOINT_LIMITS[planId];
  if (count < allowed) return;
  const lifting = cheapestPlan((plan) => WEBHOOK_ENDPOINT_LIMITS[plan.id] > count);
  const upgrade = lifting
    ? `, or upgrade to ${lifting.name} for ${endpoints(WEBHOOK_ENDPOINT_LIMITS[lifting.id])}`
    : "";
  throw new TRPCError({
    code: "FORBIDDEN",
    message: `Your plan keeps ${endpoints(allowed)}. Remove one${upgrade}.`,
    cause: lifting ? new UpgradeRequiredError(lifting.id, "webhooks") : undefined,
  });
}
