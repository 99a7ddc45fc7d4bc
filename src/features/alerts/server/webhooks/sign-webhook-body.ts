import { createHmac } from "node:crypto";

/**
 * The `Marketdesk-Signature` header of one attempt (docs/alerts.md#webhooks): `t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "t.body" under the endpoint's secret>`. The time is signed with the body,
 * so a receiver refusing old times refuses replays.
 */
export function signWebhookBody(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}
