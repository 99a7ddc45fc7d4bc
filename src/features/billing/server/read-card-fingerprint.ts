import "server-only";
import type Stripe from "stripe";

/**
 * The fingerprint Stripe gives the card that paid through `paymentIntentId`: the same card has the
 * same fingerprint whichever customer uses it. Null when the payment method is no card.
 * @see https://docs.stripe.com/api/payment_methods/object#payment_method_object-card-fingerprint
 */
export async function readCardFingerprint(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<string | null> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ["payment_method"],
  });
  const method = intent.payment_method;
  return typeof method === "object" ? (method?.card?.fingerprint ?? null) : null;
}
