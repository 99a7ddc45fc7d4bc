import "server-only";
import type { EventCatalogue } from "@/lib/analytics/event-catalogue";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";
import type { Database } from "@/server/db/create-database";
import type { UserType } from "@/server/db/enums";
import { countActiveAlerts } from "./data/count-active-alerts";

type AlertEvent = "alert_created" | "alert_updated" | "alert_deleted";
type Person = { id: string; type: UserType };

/**
 * The analytics of alert changes, from the server so every way in (the form, the command bar, an
 * import) counts alike (docs/behaviour.md#analytics-events): one event per alert, then, when the
 * change can move it, the business metric `active_alerts` with the person's count now.
 */
export async function trackAlertChanges<E extends AlertEvent>(
  analytics: ServerAnalytics | null,
  db: Database,
  person: Person,
  event: E,
  each: readonly EventCatalogue[E][],
  activeMayChange: boolean,
): Promise<void> {
  if (!analytics || each.length === 0) return;
  const common = { ...serverEventFields(), user_type: person.type };
  for (const fields of each) analytics.capture(event, person.id, { ...common, ...fields });
  if (!activeMayChange) return;
  analytics.capture("business_metric", person.id, {
    ...common,
    metric_name: "active_alerts",
    metric_value: await countActiveAlerts(db, person.id),
  });
}
