/** A base no real request has: only what resolves to it is a path of our own site. */
const OWN_ORIGIN = "https://marketdesk.invalid";

/**
 * Where to go after signing in: `?callbackUrl=` resolved against our own origin the way a browser
 * will resolve it, and accepted only when it stays there (docs/security.md, "Sessions"). Resolving
 * is what makes this safe: URL parsing drops tabs and newlines and reads `\` as `/`, so
 * `/\t/evil.example` or `/\evil.example` become `//evil.example`, another host, and are refused,
 * whatever a prefix check on the raw text would have said.
 */
export function safeCallbackUrl(value: string | null, fallback = "/account"): string {
  if (!value || value.length > 2_000) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  // A path that itself starts with `//` (from `/.//evil.example`) would be read as another host again.
  if (resolved.origin !== OWN_ORIGIN || resolved.pathname.startsWith("//")) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
