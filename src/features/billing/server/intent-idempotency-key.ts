/** How long the same intent counts as the same request: a double click, a retried answer. */
export const INTENT_WINDOW_MS = 10 * 60 * 1000;

/**
 * A Stripe Idempotency-Key derived from what the person means (who, which action, on what), within
 * a short time window: a double click or a retry sends the same key, and Stripe answers the second
 * request with the first one's result instead of opening a second checkout. A random key per call
 * made every click a new request. The window lets the same choice made again later be a new one.
 * @see https://docs.stripe.com/api/idempotent_requests
 */
export function intentIdempotencyKey(
  action: string,
  parts: ReadonlyArray<string>,
  now = Date.now(),
): string {
  return [action, ...parts, Math.floor(now / INTENT_WINDOW_MS)].join("-");
}
