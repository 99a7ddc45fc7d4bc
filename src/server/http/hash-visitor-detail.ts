import { createHmac } from "node:crypto";
import { getAuthSecret } from "@/server/auth/auth-secret";

/**
 * A keyed hash of something that tells visitors apart (docs/security.md, "Affiliate program"): an
 * HMAC-SHA256 under a key derived from AUTH_SECRET. Unlike a plain hash, it cannot be reversed by
 * hashing all four billion IPv4 addresses, and it means nothing outside this deployment.
 */
export function hashVisitorDetail(detail: string): string {
  const key = createHmac("sha256", getAuthSecret())
    .update("marketdesk visitor fingerprint")
    .digest();
  return createHmac("sha256", key).update(detail).digest("base64url");
}
