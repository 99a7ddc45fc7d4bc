import { env } from "@/env";

/**
 * Set by our HTTP server from the socket on every request, replacing whatever the client sent
 * (scripts/serve.ts). Next's own `x-forwarded-for` keeps a value the client supplied, so it cannot
 * be trusted without a proxy in front.
 */
export const SOCKET_IP_HEADER = "x-marketdesk-socket-ip";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The client's IP: from the socket, or from X-Forwarded-For when TRUST_PROXY=true. */
export function getClientIp(headers: HeaderSource): string {
  if (env.TRUST_PROXY) {
    const forwarded = header(headers, "x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return header(headers, SOCKET_IP_HEADER) ?? "unknown";
}
