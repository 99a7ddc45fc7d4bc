import { env } from "@/env";
import { type HeaderSource, readHeader } from "./read-header";

/**
 * Set by our HTTP server from the socket on every request, replacing whatever the client sent
 * (scripts/serve.ts). Next's own `x-forwarded-for` keeps a value the client supplied, so it cannot
 * be trusted without a proxy in front.
 */
export const SOCKET_IP_HEADER = "x-marketdesk-socket-ip";

/** The client's IP: from the socket, or from X-Forwarded-For when TRUST_PROXY=true. */
export function getClientIp(headers: HeaderSource): string {
  if (env.TRUST_PROXY) {
    const forwarded = readHeader(headers, "x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return readHeader(headers, SOCKET_IP_HEADER) ?? "unknown";
}
