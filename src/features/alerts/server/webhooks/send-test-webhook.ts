import { randomUUID } from "node:crypto";
import type { OutboundPolicy } from "@/server/outbound/outbound-policy";
import type { Lookup } from "@/server/outbound/resolve-public-target";
import { siteOrigin } from "../site-origin";
import { postWebhook } from "./post-webhook";
import { webhookBody } from "./webhook-body";

/** A test body's one trigger: plainly a test, in the shape real ones have. */
function testNotice(now: Date) {
  return {
    title: "Test from Marketdesk",
    body: "Your webhook is connected. This is a test, not an alert.",
    path: "/alerts/channels",
    triggers: [
      {
        id: randomUUID(),
        alertId: randomUUID(),
        userId: "",
        symbol: "TEST",
        kind: "price_cross" as const,
        message: "TEST crossed above 100.00 (a test)",
        price: 100,
        gapped: false,
        quoteAsOf: now,
        quoteSource: "Test",
        createdAt: now,
      },
    ],
  };
}

/**
 * Sends one signed `alert.test` body now, without retries (docs/alerts.md#webhooks), and says what
 * came of it for the page; test sends have no trigger, so they are not in the delivery log.
 */
export async function sendTestWebhook(
  endpoint: { url: string; secret: string },
  policy: OutboundPolicy,
  lookup?: Lookup,
): Promise<{ outcome: "sent" | "failed"; statusCode: number | null; error: string | null }> {
  const now = new Date();
  const body = webhookBody("alert.test", randomUUID(), testNotice(now), siteOrigin(), now);
  const attempt = await postWebhook(endpoint, body, policy, lookup);
  return attempt.kind === "sent"
    ? { outcome: "sent", statusCode: attempt.statusCode, error: null }
    : { outcome: "failed", statusCode: attempt.statusCode, error: attempt.error };
}
