import type { PlanLimits } from "@/features/billing";
import type { AlertScope } from "./alert-kinds";

/** The plan limit that counts each scope's alerts (docs/alerts.md#limits). */
export const scopeLimits = {
  symbol: "symbolAlerts",
  watchlist: "watchlistAlerts",
  screen: "screenAlerts",
} as const satisfies Record<AlertScope, keyof PlanLimits>;
