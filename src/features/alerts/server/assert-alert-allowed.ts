import "server-only";
import { TRPCError } from "@trpc/server";
import {
  assertWithinPlanLimit,
  type Entitlements,
  upgradeRequired,
} from "@/features/billing/server";
import { UpgradeRequiredError } from "@/server/api/upgrade-required-error";
import { type AlertChannel, type AlertKind, technicalAlertKinds } from "../alert-kinds";

/**
 * What the plan allows of one alert, before anything is written (docs/alerts.md#limits):
 * technical kinds with the technical filters (Pro), watchlist and screen alerts and mail and push
 * with an account, webhooks from Pro.
 */
export function assertAlertAllowed(
  alert: { kind: AlertKind; scope: string; channels: readonly AlertChannel[] },
  entitlements: Entitlements,
): void {
  if (technicalAlertKinds.has(alert.kind) && !entitlements.features.includes("technical_filters"))
    throw upgradeRequired("technical_filters");
  if (alert.scope === "watchlist") assertWithinPlanLimit("watchlistAlerts", 0, entitlements);
  if (alert.scope === "screen") assertWithinPlanLimit("screenAlerts", 0, entitlements);
  if (entitlements.isGuest && alert.channels.some((channel) => channel !== "in_app"))
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "As a guest you are told in the app. Create a free account for mail and push.",
      cause: new UpgradeRequiredError("free", "alert_channels"),
    });
  if (alert.channels.includes("webhook")) assertWithinPlanLimit("webhooks", 0, entitlements);
}
