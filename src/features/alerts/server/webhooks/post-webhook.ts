import type { OutboundPolicy } from "@/server/outbound/outbound-policy";
import { OutboundRefusal } from "@/server/outbound/outbound-refusal";
import { postToPublicHttps } from "@/server/outbound/post-to-public-https";
import type { Lookup } from "@/server/outbound/resolve-public-target";
import { WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_MS } from "../../channel-limits";
import { signWebhookBody } from "./sign-webhook-body";

/** One attempt's result: sent (2xx), worth retrying (5xx, 408, 429, no answer), or refused for good. */
export type WebhookAttempt =
  | { kind: "sent"; statusCode: number }
  | { kind: "retry"; statusCode: number | null; error: string }
  | { kind: "refused"; statusCode: number | null; error: string };

const RETRIED = new Set([408, 425, 429]);

/** POSTs a signed body to an endpoint once (docs/alerts.md#webhooks) and says what came of it. */
export async function postWebhook(
  endpoint: { url: string; secret: string },
  body: string,
  policy: OutboundPolicy,
  lookup?: Lookup,
): Promise<WebhookAttempt> {
  const signature = signWebhookBody(endpoint.secret, body, Math.floor(Date.now() / 1000));
  try {
    const { status } = await postToPublicHttps(
      endpoint.url,
      {
        headers: {
          "content-type": "application/json",
          "user-agent": "Marketdesk-Webhooks/1",
          "marketdesk-signature": signature,
        },
        body,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxResponseBytes: WEBHOOK_RESPONSE_MAX_BYTES,
      },
      policy,
      lookup,
    );
    if (status >= 200 && status < 300) return { kind: "sent", statusCode: status };
    const error =
      status >= 300 && status < 400
        ? `answered ${status}: redirects are not followed`
        : `answered ${status}`;
    return status >= 500 || RETRIED.has(status)
      ? { kind: "retry", statusCode: status, error }
      : { kind: "refused", statusCode: status, error };
  } catch (error) {
    if (error instanceof OutboundRefusal)
      return { kind: "refused", statusCode: null, error: error.message };
    return {
      kind: "retry",
      statusCode: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
