import "server-only";

/** The public site origin for Stripe's return URLs: NEXTAUTH_URL when set, else the request's host. */
export function getSiteOrigin(headers: Headers): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host") ?? "localhost:3000";
  const proto = headers.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return process.env.NEXTAUTH_URL ?? `${proto}://${host}`;
}
