import "server-only";
import { assertWithinPlanLimit, type Entitlements } from "@/features/billing/server";
import type { AlertScope } from "../alert-kinds";
import { scopeLimits } from "../scope-limits";
import type { AlertCounts } from "./data/count-alerts";

/**
 * The plan's alerts per scope (docs/alerts.md#limits): with `held` kept, the alerts `adding` fit,
 * else the plan-limit refusal (FORBIDDEN naming the plan that lifts it, `data.upgrade` for the link).
 */
export function assertAlertRoom(
  entitlements: Entitlements,
  held: AlertCounts,
  adding: readonly { scope: AlertScope }[],
): void {
  for (const scope of Object.keys(scopeLimits) as AlertScope[]) {
    const count = adding.filter((alert) => alert.scope === scope).length;
    if (count > 0) assertWithinPlanLimit(scopeLimits[scope], held[scope] + count - 1, entitlements);
  }
}
