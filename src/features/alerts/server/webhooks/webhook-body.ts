import type { AlertNotice } from "../deliver/alert-notice";

export type WebhookEvent = "alert.triggered" | "alert.test";

/**
 * The JSON a webhook receives (docs/alerts.md#webhooks): what fired, at which price, the quote's
 * time and source, and the page to open. Serialized once when queued, so every retry sends the
 * very same bytes under a fresh signature.
 */
export function webhookBody(
  event: WebhookEvent,
  id: string,
  notice: Pick<AlertNotice, "title" | "body" | "path" | "triggers">,
  origin: string | null,
  created: Date = new Date(),
): string {
  return JSON.stringify({
    event,
    id,
    created: Math.floor(created.getTime() / 1000),
    title: notice.title,
    body: notice.body,
    url: origin ? new URL(notice.path, origin).toString() : notice.path,
    triggers: notice.triggers.map((trigger) => ({
      id: trigger.id,
      alert_id: trigger.alertId,
      symbol: trigger.symbol,
      kind: trigger.kind,
      message: trigger.message,
      price: trigger.price,
      gapped: trigger.gapped,
      quote_time: trigger.quoteAsOf?.toISOString() ?? null,
      source: trigger.quoteSource,
      triggered_at: trigger.createdAt.toISOString(),
    })),
  });
}
