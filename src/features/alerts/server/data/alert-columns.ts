import "server-only";
import { sql } from "drizzle-orm";
import { alerts, alertTriggers } from "@/server/db/schema";

/** An alert as the list, the form and the export read it, with how often it fired. */
export const alertColumns = {
  id: alerts.id,
  kind: alerts.kind,
  scope: alerts.scope,
  symbol: alerts.symbol,
  watchlistId: alerts.watchlistId,
  savedScreenId: alerts.savedScreenId,
  params: alerts.params,
  frequency: alerts.frequency,
  cooldownMinutes: alerts.cooldownMinutes,
  channels: alerts.channels,
  extendedHours: alerts.extendedHours,
  note: alerts.note,
  status: alerts.status,
  digestUntil: alerts.digestUntil,
  lastTriggeredAt: alerts.lastTriggeredAt,
  createdAt: alerts.createdAt,
  updatedAt: alerts.updatedAt,
  // Qualified by hand: inside a subquery Drizzle writes a column without its table.
  triggerCount: sql<number>`(select count(*)::int from ${alertTriggers} t where t.alert_id = ${alerts}.id)`,
};
