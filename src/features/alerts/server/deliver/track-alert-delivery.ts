import "server-only";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";
import type { DeliveryTrigger } from "../data/delivery-triggers";

/**
 * The analytics of one person's delivery (docs/alerts.md#delivery-in-the-app): `alert_triggered`
 * once per trigger delivered for the first time, `alert_delivered` per channel row written.
 */
export function trackAlertDelivery(
  analytics: ServerAnalytics | null,
  userId: string,
  triggers: DeliveryTrigger[],
  written: { triggerId: string; channel: string; outcome: string }[],
): void {
  if (!analytics) return;
  const firstTime = new Set(written.map((row) => row.triggerId));
  for (const trigger of triggers) {
    if (!firstTime.has(trigger.id)) continue;
    analytics.capture("alert_triggered", userId, {
      ...serverEventFields(),
      kind: trigger.kind,
      scope: trigger.scope,
      channel_count: new Set(["in_app", ...trigger.channels]).size,
    });
  }
  for (const row of written)
    analytics.capture("alert_delivered", userId, {
      ...serverEventFields(),
      channel: row.channel,
      outcome: row.outcome,
    });
}
