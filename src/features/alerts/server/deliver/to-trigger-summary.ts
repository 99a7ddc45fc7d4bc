import type { DeliveryTrigger } from "../data/delivery-triggers";
import type { TriggerSummary } from "./alert-notice";

/** A trigger as channels see it, without the alert's settings that came along to decide delivery. */
export function toTriggerSummary(trigger: DeliveryTrigger): TriggerSummary {
  const { id, alertId, userId, symbol, kind, message, price, gapped, quoteAsOf, quoteSource } =
    trigger;
  return {
    id,
    alertId,
    userId,
    symbol,
    kind,
    message,
    price,
    gapped,
    quoteAsOf,
    quoteSource,
    createdAt: trigger.createdAt,
  };
}
