import type { inferRouterOutputs } from "@trpc/server";
import type { alertsRouter } from "../server/alerts-router";

type AlertOutputs = inferRouterOutputs<typeof alertsRouter>;

/** One alert as `alerts.list` answers it. */
export type AlertListItem = AlertOutputs["list"][number];
/** One trigger with its deliveries, as `alerts.history` answers it. */
export type AlertHistoryItem = AlertOutputs["history"]["items"][number];
