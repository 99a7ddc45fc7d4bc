import { getClientIp } from "@/server/auth/client-ip";
import type { HeaderSource } from "@/server/auth/read-header";
import { hashVisitorDetail } from "./hash-visitor-detail";
import { networkPrefix } from "./network-prefix";

/**
 * The network a request comes from (an IPv4 address, an IPv6 /64), kept as a keyed hash of it
 * alone: a browser can send any user agent, so what counts one visitor per window is where it comes from
 * (docs/security.md, "Affiliate program"). The prefix keeps it apart from visitorFingerprint's.
 */
export function networkFingerprint(headers: HeaderSource): string {
  return hashVisitorDetail(`network\n${networkPrefix(getClientIp(headers))}`);
}
