import { env } from "@/env";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";

/**
 * The site's public origin for this request: NEXTAUTH_URL's when set; otherwise the host and
 * protocol the request was made to, as a proxy reports them (`x-forwarded-*`, which Next also sets
 * for direct requests), https unless the host is localhost or 127.*. One answer for Stripe's return URLs,
 * the session cookie's name and the same-site check (docs/security.md, "Sessions", "Cross-site requests").
 */
export function getSiteOrigin(headers: HeaderSource): string {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  const host =
    readHeader(headers, "x-forwarded-host") ?? readHeader(headers, "host") ?? "localhost:3000";
  const local = host.startsWith("localhost") || host.startsWith("127.");
  const protocol =
    readHeader(headers, "x-forwarded-proto")?.split(",")[0]?.trim() ?? (local ? "http" : "https");
  return `${protocol}://${host}`;
}
