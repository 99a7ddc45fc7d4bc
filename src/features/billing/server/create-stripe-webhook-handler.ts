import "server-only";
import type Stripe from "stripe";
import { findUserIdByStripeCustomer } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import type { Logger } from "@/server/logger";
import type { BillingEvent } from "./billing-event";
import { getInvoicePlan } from "./get-invoice-plan";
import { applyBillingEvent, PaymentNotRecordedError } from "./mutations";
import { publishBillingOutcomes } from "./publish-billing-outcomes";
import { readCardFingerprint } from "./read-card-fingerprint";
import { readStripeEvent } from "./read-stripe-event";
import { readStripeSubscription } from "./read-stripe-subscription";
import type { StripeSetup } from "./stripe-config";

type Deps = { getDb: () => Database; setup: StripeSetup; log: Logger };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Legacy and current API shapes: the subscription of an invoice, and the payment intent that paid it. */
function invoiceLinks(invoice: Stripe.Invoice) {
  const legacy = invoice as unknown as {
    subscription?: string | { id: string } | null;
    payment_intent?: string | { id: string } | null;
  };
  const parent = invoice.parent?.subscription_details?.subscription;
  const payment = invoice.payments?.data[0]?.payment?.payment_intent;
  return {
    subscriptionId: idOf(parent ?? legacy.subscription),
    paymentIntentId: idOf(payment ?? legacy.payment_intent),
  };
}

/**
 * `/api/stripe/webhook`: reads the raw body up to 1 MB (larger → 413), verifies its signature (a
 * bad or missing one → 400, nothing written), turns the event into our billing event by re-reading the subscription from
 * Stripe, applies it once, publishes what it changed (billing-outcome-listeners.ts), and answers 2xx.
 * @see https://docs.stripe.com/webhooks#verify-events
 */
export function createStripeWebhookHandler({ getDb, setup, log }: Deps) {
  const { stripe, webhookSecret, prices } = setup;

  async function userFor(
    customer: string | null,
    metadataUserId: string | undefined,
  ): Promise<string | null> {
    if (metadataUserId) return metadataUserId;
    return customer ? findUserIdByStripeCustomer(getDb(), customer) : null;
  }

  async function subscriptionEvent(
    event: Stripe.Event,
    subscriptionId: string | null,
    userId: string | null,
  ): Promise<BillingEvent | null> {
    if (!subscriptionId) return null;
    const resolvedUser =
      userId ??
      (await userFor(null, (await stripe.subscriptions.retrieve(subscriptionId)).metadata.user_id));
    if (!resolvedUser) return null;
    const state = await readStripeSubscription(stripe, prices, subscriptionId, resolvedUser);
    return state ? { id: event.id, type: event.type, subscription: state } : null;
  }

  async function toBillingEvent(event: Stripe.Event): Promise<BillingEvent | null> {
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        return subscriptionEvent(event, idOf(session.subscription), session.client_reference_id);
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const subscription = event.data.object;
        return subscriptionEvent(
          event,
          subscription.id,
          await userFor(idOf(subscription.customer), subscription.metadata.user_id),
        );
      }
      case "invoice.paid":
      case "invoice.payment_failed": {
        const invoice = event.data.object;
        const { subscriptionId, paymentIntentId } = invoiceLinks(invoice);
        const userId = await userFor(idOf(invoice.customer), invoice.metadata?.user_id);
        const base = await subscriptionEvent(event, subscriptionId, userId);
        if (event.type === "invoice.payment_failed" || !userId || !invoice.id) return base;
        const plan = getInvoicePlan(prices, invoice);
        const paid = {
          id: invoice.id,
          userId,
          subscriptionExternalId: subscriptionId,
          amountPaid: invoice.amount_paid,
          currency: invoice.currency,
          paymentIntentId,
          paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
          planId: plan?.planId ?? null,
          interval: plan?.interval ?? null,
          hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
          cardFingerprint: paymentIntentId
            ? await readCardFingerprint(stripe, paymentIntentId)
            : null,
        };
        return { ...(base ?? { id: event.id, type: event.type }), invoice: paid };
      }
      case "charge.refunded": {
        const charge = event.data.object;
        const paymentIntentId = idOf(charge.payment_intent);
        return paymentIntentId
          ? {
              id: event.id,
              type: event.type,
              refund: { paymentIntentId, amountRefunded: charge.amount_refunded },
            }
          : null;
      }
      case "charge.dispute.created": {
        const dispute = event.data.object;
        const paymentIntentId = idOf(dispute.payment_intent);
        return paymentIntentId
          ? {
              id: event.id,
              type: event.type,
              dispute: { paymentIntentId, disputedAt: new Date(dispute.created * 1000) },
            }
          : null;
      }
      // Won, or an inquiry closed without a chargeback: the money stays. A lost one was already
      // treated as returned when it opened.
      // @see https://docs.stripe.com/disputes/how-disputes-work#dispute-statuses
      case "charge.dispute.closed": {
        const dispute = event.data.object;
        const paymentIntentId = idOf(dispute.payment_intent);
        const kept = dispute.status === "won" || dispute.status === "warning_closed";
        return paymentIntentId && kept
          ? { id: event.id, type: event.type, dispute: { paymentIntentId, disputedAt: null } }
          : null;
      }
      default:
        return null;
    }
  }

  return async function handleStripeWebhook(request: Request): Promise<Response> {
    const event = await readStripeEvent(
      request,
      (body, signature) => stripe.webhooks.constructEvent(body, signature, webhookSecret),
      log,
    );
    if (event instanceof Response) return event;
    try {
      const billingEvent = await toBillingEvent(event);
      if (!billingEvent) return Response.json({ received: true, applied: false });
      const outcome = await applyBillingEvent(getDb(), billingEvent);
      // Listeners never fail the webhook: the event is applied, and a 5xx would only bring it again.
      await publishBillingOutcomes(getDb(), outcome, log);
      return Response.json({ received: true, applied: outcome.applied });
    } catch (error) {
      // A 5xx makes Stripe retry later, which is what a passing failure (database, network) needs,
      // and a refund that came before its invoice (PaymentNotRecordedError) too.
      if (error instanceof PaymentNotRecordedError) {
        log.warn(
          { eventId: event.id, type: event.type },
          `${error.message}: Stripe will deliver it again`,
        );
        return Response.json(
          { error: "The payment's invoice is not recorded yet; Stripe will retry." },
          { status: 503 },
        );
      }
      log.error(
        { err: error, eventId: event.id, type: event.type },
        "applying a Stripe webhook failed",
      );
      return Response.json(
        { error: "The event could not be applied; Stripe will retry." },
        { status: 500 },
      );
    }
  };
}
