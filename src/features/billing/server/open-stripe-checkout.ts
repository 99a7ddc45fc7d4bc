import "server-only";
import { TRPCError } from "@trpc/server";
import { findUser, saveStripeCustomerId } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import type { CheckoutChoice } from "./billing-provider";
import { checkoutIdempotencyKey } from "./checkout-idempotency-key";
import { claimCheckoutIntent } from "./mutations";
import type { StripeSetup } from "./stripe-config";

/**
 * Stripe Checkout for a first subscription; a subscriber changes the one they have instead
 * (checkPlanChoice refuses a second, change-stripe-plan.ts changes it).
 */
export async function openStripeCheckout(
  db: Database,
  setup: StripeSetup,
  choice: CheckoutChoice,
): Promise<{ url: string }> {
  const { userId, origin } = choice;
  const price = setup.prices[choice.planId][choice.interval];
  const profile = await findUser(db, userId);
  let customer = profile?.stripeCustomerId ?? null;
  if (!customer) {
    const created = await setup.stripe.customers.create(
      { email: profile?.email ?? undefined, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    customer = created.id;
    await saveStripeCustomerId(db, userId, customer);
  }
  // The intent's start, not the clock, picks the key's window: asked again within it, Stripe
  // reopens the same session, however close to a window boundary the first request came.
  const intentStart = await claimCheckoutIntent(db, userId, price);
  const session = await setup.stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      subscription_data: { metadata: { user_id: userId } },
      success_url: `${origin}/account?checkout=success`,
      cancel_url: `${origin}/pricing?checkout=canceled`,
    },
    {
      idempotencyKey: checkoutIdempotencyKey(userId, customer, price, intentStart),
    },
  );
  if (!session.url)
    throw new TRPCError({
      code: "BAD_GATEWAY",
      message: "The payment page could not be opened. Please try again.",
    });
  return { url: session.url };
}
