import type { DeliveryOutcome } from "../../alert-kinds";
import { splitByGroupWindow } from "../../group-window";
import type { DeliveryTrigger } from "../data/delivery-triggers";
import type { PlannedDelivery } from "../mutations/record-person-deliveries";

type Situation = {
  now: Date;
  recent: number;
  /** Whether mail may go to this person at all (a confirmed address, not unsubscribed). */
  mailable: boolean;
  mailMode: "instant" | "digest";
  quiet: boolean;
};

/**
 * Each trigger's in-app and mail delivery (docs/alerts.md#delivery-in-the-app): an alert in digest
 * mode waits for the daily digest on both; otherwise the first two of a person's minute go out at
 * once and the rest are gathered for one grouped notice. In-app is always recorded; mail waits
 * for the digest (the person's choice), for the end of quiet hours, or goes now ("pending" until
 * the mail queue takes it).
 */
export function planPersonDeliveries(
  triggers: DeliveryTrigger[],
  { now, recent, mailable, mailMode, quiet }: Situation,
): PlannedDelivery[] {
  const digested = (trigger: DeliveryTrigger) =>
    trigger.digestUntil !== null && trigger.digestUntil > now;
  const { grouped } = splitByGroupWindow(
    recent,
    triggers.filter((trigger) => !digested(trigger)),
  );
  const gathered = new Set(grouped);
  const planned: PlannedDelivery[] = [];
  for (const trigger of triggers) {
    const inApp: DeliveryOutcome = digested(trigger)
      ? "digest"
      : gathered.has(trigger)
        ? "grouped"
        : "sent";
    planned.push({ triggerId: trigger.id, channel: "in_app", outcome: inApp });
    if (!trigger.channels.includes("mail")) continue;
    const mail: DeliveryOutcome = !mailable
      ? "skipped"
      : inApp === "digest" || mailMode === "digest"
        ? "digest"
        : inApp === "grouped"
          ? "grouped"
          : quiet
            ? "held_quiet_hours"
            : "pending";
    planned.push({ triggerId: trigger.id, channel: "mail", outcome: mail });
  }
  return planned;
}
