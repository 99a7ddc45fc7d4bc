import type { PlannedNotification } from "../mutations/record-person-deliveries";
import type { TriggerSummary } from "./alert-notice";
import { buildNotice } from "./build-notice";

/** The in-app notification of triggers told together; it names their alert when there is one. */
export function notificationOf(
  triggers: TriggerSummary[],
  heading: "alert" | "group" | "digest",
): PlannedNotification {
  const notice = buildNotice(triggers, heading);
  const alertIds = new Set(triggers.map((trigger) => trigger.alertId));
  return {
    title: notice.title,
    body: notice.body,
    symbol: notice.symbol,
    alertId: alertIds.size === 1 ? (triggers[0]?.alertId ?? null) : null,
    triggerIds: triggers.map((trigger) => trigger.id),
  };
}
