/** The request header that carries this request's nonce to the layout (read with `headers()`). */
export const NONCE_HEADER = "x-nonce";

const development = process.env.NODE_ENV === "development";

/** 128 random bits, base64: unguessable, and new for every response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * Which inline scripts a page may run: those carrying this response's nonce (a page rendered for
 * this request), or those whose text has one of these hashes (a page served from the page cache,
 * the same for every visitor, so it can carry no per-response nonce: docs/security.md, "Headers").
 */
export type ScriptPermit = { nonce: string } | { hashes: readonly string[] };

function scriptSources(permit: ScriptPermit): string {
  // A nonce's trust passes to what its scripts load ('strict-dynamic'). A hash-permitted page loads
  // its chunks from our own origin, which 'self' allows; 'strict-dynamic' would ignore 'self' and
  // refuse the page's `<script src>` tags, which carry neither nonce nor hash.
  if ("nonce" in permit) return `'self' 'nonce-${permit.nonce}' 'strict-dynamic'`;
  return ["'self'", ...permit.hashes.map((hash) => `'${hash}'`)].join(" ");
}

/**
 * The Content-Security-Policy (docs/security.md, "Headers").
 * - Scripts: only those of `permit`, and files from our own origin.
 *   React needs eval only in development, to rebuild server error stacks.
 * - Styles: 'unsafe-inline', because React's `style={}` attributes are server-rendered into the
 *   HTML and no nonce can cover an attribute. CSS cannot run script, and with images, fonts and
 *   connections limited to our own origin a stylesheet cannot send anything elsewhere either.
 * - Everything else our own origin: posthog-js is bundled and posts to /ingest, charts draw on a
 *   canvas, and no page may be framed (clickjacking of /pricing and the checkout).
 * @see https://nextjs.org/docs/app/guides/content-security-policy
 */
function createContentSecurityPolicy(permit: ScriptPermit): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources(permit)}${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Powerful features no page of ours uses, off for us and for anything we might ever embed. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Every header of docs/security.md, "Headers", for a response whose inline scripts `permit` allows. */
export function createSecurityHeaders(permit: ScriptPermit): Record<string, string> {
  return {
    "Content-Security-Policy": createContentSecurityPolicy(permit),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // frame-ancestors for browsers that predate it.
    "X-Frame-Options": "DENY",
    // Browsers ignore HSTS over plain http, so the demo on http://localhost is unaffected.
    ...(process.env.NODE_ENV === "production"
      ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" }
      : {}),
  };
}
