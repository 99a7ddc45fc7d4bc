import { getClientIp } from "@/server/auth/client-ip";
import type { HeaderSource } from "@/server/auth/read-header";
import { hashVisitorDetail } from "./hash-visitor-detail";

/**
 * The network a request comes from, kept as a keyed hash of the client's IP alone: a browser can
 * send any user agent, so what counts one visitor per window is where it comes from
 * (docs/security.md, "Affiliate program"). The prefix keeps it apart from visitorFingerprint's.
 */
export function networkFingerprint(headers: HeaderSource): string {
  return hashVisitorDetail(`network\n${getClientIp(headers)}`);
}
