import "server-only";
import { TRPCError } from "@trpc/server";
import { findUser } from "@/features/auth/server";
import type { BillingProvider } from "./billing-provider";
import { changeStripePlan } from "./change-stripe-plan";
import { intentIdempotencyKey } from "./intent-idempotency-key";
import { listStripeInvoices } from "./list-stripe-invoices";
import { subscriptionUpdatedEvent } from "./local-billing";
import { openStripeCheckout } from "./open-stripe-checkout";
import { readStripeSubscription } from "./read-stripe-subscription";
import type { StripeSetup } from "./stripe-config";

/** Real payments: Stripe Checkout, the Customer Portal, and every write under an intent's idempotency key. */
export function createStripeBillingProvider(setup: StripeSetup): BillingProvider {
  return {
    mode: "stripe",
    openCheckout: (db, choice) => openStripeCheckout(db, setup, choice),
    async openPortal(db, { userId, origin }) {
      const customer = (await findUser(db, userId))?.stripeCustomerId;
      if (!customer)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: "You have no billing account yet: choose a plan first.",
        });
      const portal = await setup.stripe.billingPortal.sessions.create(
        { customer, return_url: `${origin}/account?portal=return` },
        { idempotencyKey: intentIdempotencyKey("portal", [userId, customer]) },
      );
      return { url: portal.url };
    },
    completeInAppCheckout: null,
    async setCancelAtPeriodEnd(subscription, cancel) {
      await setup.stripe.subscriptions.update(
        subscription.externalId,
        { cancel_at_period_end: cancel },
        {
          idempotencyKey: intentIdempotencyKey(cancel ? "cancel" : "resume", [
            subscription.externalId,
          ]),
        },
      );
      // Stripe's answer is the state to keep: its webhook for this change may come late.
      const reread = await readStripeSubscription(
        setup.stripe,
        setup.prices,
        subscription.externalId,
        subscription.userId,
      );
      return subscriptionUpdatedEvent(reread ?? { ...subscription, cancelAtPeriodEnd: cancel });
    },
    async cancelNow(subscription) {
      await setup.stripe.subscriptions.cancel(
        subscription.externalId,
        {},
        { idempotencyKey: intentIdempotencyKey("cancel-now", [subscription.externalId]) },
      );
      const reread = await readStripeSubscription(
        setup.stripe,
        setup.prices,
        subscription.externalId,
        subscription.userId,
      );
      return subscriptionUpdatedEvent(reread ?? { ...subscription, status: "canceled" });
    },
    changePlan: (subscription, choice) => changeStripePlan(setup, subscription, choice),
    async listInvoices(db, userId) {
      const customer = (await findUser(db, userId))?.stripeCustomerId;
      return customer ? listStripeInvoices(setup.stripe, setup.prices, customer) : [];
    },
  };
}
