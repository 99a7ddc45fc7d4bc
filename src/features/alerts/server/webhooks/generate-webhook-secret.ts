import { randomBytes } from "node:crypto";

/** A new signing secret: 256 random bits, shown to the person once (docs/alerts.md#webhooks). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}
