/**
 * The Stripe Idempotency-Key of a checkout: the claimed intent's own start names it
 * (claimCheckoutIntent), so the same choice asked again within the intent's window sends the same
 * key and Stripe reopens the same session. Not bucketed by the clock as intentIdempotencyKey is: a
 * new intent begun just under a window after the old one's start could fall in the old one's
 * bucket, and Stripe would answer with the old, spent session.
 * @see https://docs.stripe.com/api/idempotent_requests
 */
export function checkoutIdempotencyKey(
  userId: string,
  customer: string,
  price: string,
  intentStart: Date,
): string {
  return ["checkout", userId, customer, price, intentStart.getTime()].join("-");
}
