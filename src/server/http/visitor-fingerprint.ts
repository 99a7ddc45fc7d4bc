import { createHmac } from "node:crypto";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getClientIp } from "@/server/auth/client-ip";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";

/**
 * Who a request comes from, without keeping who that is (docs/security.md, "Affiliate program"): an
 * HMAC of the client's IP and user agent under a key derived from AUTH_SECRET. Unlike a plain hash,
 * it cannot be reversed by hashing all four billion IPv4 addresses, and it means nothing outside
 * this deployment. Affiliate clicks are de-duplicated by it, and self-referrals recognised.
 */
export function visitorFingerprint(headers: HeaderSource): string {
  const key = createHmac("sha256", getAuthSecret())
    .update("marketdesk visitor fingerprint")
    .digest();
  const userAgent = readHeader(headers, "user-agent")?.slice(0, 512) ?? "";
  return createHmac("sha256", key)
    .update(`${getClientIp(headers)}\n${userAgent}`)
    .digest("base64url");
}
