import { getClientIp } from "@/server/auth/client-ip";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";
import { hashVisitorDetail } from "./hash-visitor-detail";

/**
 * Who a request comes from, without keeping who that is: a keyed hash of the client's IP and user
 * agent. Affiliate clicks found again by it when their cookie is lost, and self-referrals recognised.
 */
export function visitorFingerprint(headers: HeaderSource): string {
  const userAgent = readHeader(headers, "user-agent")?.slice(0, 512) ?? "";
  return hashVisitorDetail(`${getClientIp(headers)}\n${userAgent}`);
}
