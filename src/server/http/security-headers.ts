/** The request header that carries this request's nonce to the layout (read with `headers()`). */
export const NONCE_HEADER = "x-nonce";

const development = process.env.NODE_ENV === "development";

/** 128 random bits, base64: unguessable, and new for every response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * The Content-Security-Policy (docs/security.md, "Headers").
 * - Scripts: only those carrying this response's nonce, and what they load ('strict-dynamic').
 *   React needs eval only in development, to rebuild server error stacks.
 * - Styles: 'unsafe-inline', because React's `style={}` attributes are server-rendered into the
 *   HTML and no nonce can cover an attribute. CSS cannot run script, and with images, fonts and
 *   connections limited to our own origin a stylesheet cannot send anything elsewhere either.
 * - Everything else our own origin: posthog-js is bundled and posts to /ingest, charts draw on a
 *   canvas, and no page may be framed (clickjacking of /pricing and the checkout).
 * @see https://nextjs.org/docs/app/guides/content-security-policy
 */
function createContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
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

/** Every header of docs/security.md, "Headers", for a response whose scripts carry `nonce`. */
export function createSecurityHeaders(nonce: string): Record<string, string> {
  return {
    "Content-Security-Policy": createContentSecurityPolicy(nonce),
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
