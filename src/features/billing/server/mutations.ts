import "server-only";
import { and, eq, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { saveStripeCustomerId } from "@/features/auth/server";
import type { Database, DatabaseTransaction } from "@/server/db/create-database";
import {
  checkoutIntents,
  invoices,
  processedBillingEvents,
  subscriptions,
} from "@/server/db/schema";
import type { BillingInterval, PlanId } from "../plans";
import type { BillingEvent, PaidInvoice } from "./billing-event";
import { INTENT_WINDOW_MS } from "./intent-idempotency-key";

export type AppliedBillingEvent = {
  applied: boolean;
  /** The subscription's status before and after, when the event carried one. */
  before: { status: string; planId: Exclude<PlanId, "free">; cancelAtPeriodEnd: boolean } | null;
  after: {
    status: string;
    planId: Exclude<PlanId, "free">;
    interval: BillingInterval;
    userId: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date;
  } | null;
  /** The invoice first recorded by this event (a second delivery of it records nothing). */
  paidInvoice: PaidInvoice | null;
  /** The invoices whose refunded amount this event set. */
  refunded: Array<{
    invoiceId: string;
    userId: string;
    paymentIntentId: string;
    amountRefunded: number;
  }>;
  /** The invoices this event marked disputed (`open`), or no longer disputed. */
  disputed: Array<{ invoiceId: string; userId: string; paymentIntentId: string; open: boolean }>;
};

/**
 * A refund or dispute for a payment no recorded invoice was paid by. Stripe does not promise the
 * order of its events, so `charge.refunded` can come before `invoice.paid`: the webhook answers 5xx,
 * nothing is written, and Stripe delivers it again once the invoice is here.
 * @see https://docs.stripe.com/webhooks#event-ordering
 */
export class PaymentNotRecordedError extends Error {
  constructor(paymentIntentId: string) {
    super(`no recorded invoice was paid by ${paymentIntentId} yet`);
  }
}

/**
 * Applies a billing event once: its id is stored under a unique key in the same transaction as
 * its effects, so a replay (Stripe sends events more than once) changes nothing. A subscription
 * state older than the stored one is ignored, so events out of order cannot roll a subscription back.
 */
export async function applyBillingEvent(
  db: Database,
  event: BillingEvent,
): Promise<AppliedBillingEvent> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedBillingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedBillingEvents.id });
    if (fresh.length === 0)
      return {
        applied: false,
        before: null,
        after: null,
        paidInvoice: null,
        refunded: [],
        disputed: [],
      };

    let before: AppliedBillingEvent["before"] = null;
    let after: AppliedBillingEvent["after"] = null;
    const state = event.subscription;
    if (state) {
      const [current] = await tx
        .select({
          status: subscriptions.status,
          planId: subscriptions.planId,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, state.userId))
        .for("update");
      before = current ?? null;
      if (state.customerId) await saveStripeCustomerId(tx, state.userId, state.customerId);
      const values = {
        userId: state.userId,
        provider: state.provider,
        externalId: state.externalId,
        planId: state.planId,
        interval: state.interval,
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        stateAt: state.stateAt,
      };
      const written = await tx
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { ...values, updatedAt: sql`now()` },
          setWhere: lte(subscriptions.stateAt, state.stateAt),
        })
        .returning({
          status: subscriptions.status,
          planId: subscriptions.planId,
          interval: subscriptions.interval,
          userId: subscriptions.userId,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
        });
      after = written[0] ?? null;
    }
    const { invoice, refund, dispute } = event;
    const recorded = invoice
      ? await tx
          .insert(invoices)
          .values(invoice)
          .onConflictDoNothing()
          .returning({ id: invoices.id })
      : [];
    const refunded = refund
      ? (
          await tx
            .update(invoices)
            .set({ amountRefunded: refund.amountRefunded })
            .where(eq(invoices.paymentIntentId, refund.paymentIntentId))
            .returning({ invoiceId: invoices.id, userId: invoices.userId })
        ).map((row) => ({ ...row, ...refund }))
      : [];
    if (refund && refunded.length === 0) throw new PaymentNotRecordedError(refund.paymentIntentId);
    const disputed = dispute ? await recordDispute(tx, dispute) : [];
    return {
      applied: true,
      before,
      after,
      paidInvoice: invoice && recorded.length > 0 ? invoice : null,
      refunded,
      disputed,
    };
  });
}

/**
 * Marks the invoices a payment paid disputed, or no longer disputed once the dispute closed in the
 * merchant's favour, and returns those it changed. Stripe does not promise the order of its events:
 * an opening delivered after the closing is recorded as applied and changes nothing, so a won
 * dispute's commission is never taken back by a late `charge.dispute.created`
 * (docs/product.md#affiliate-program).
 * @see https://docs.stripe.com/webhooks#event-ordering
 */
async function recordDispute(
  tx: DatabaseTransaction,
  { paymentIntentId, disputedAt }: NonNullable<BillingEvent["dispute"]>,
): Promise<AppliedBillingEvent["disputed"]> {
  const ofPayment = eq(invoices.paymentIntentId, paymentIntentId);
  const changed = await tx
    .update(invoices)
    .set(disputedAt ? { disputedAt } : { disputedAt: null, disputeClosedAt: new Date() })
    .where(disputedAt ? and(ofPayment, isNull(invoices.disputeClosedAt)) : ofPayment)
    .returning({ invoiceId: invoices.id, userId: invoices.userId });
  if (changed.length === 0) {
    const [recorded] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(ofPayment)
      .limit(1);
    if (!recorded) throw new PaymentNotRecordedError(paymentIntentId);
  }
  return changed.map((row) => ({ ...row, paymentIntentId, open: disputedAt !== null }));
}

/**
 * When the member's intent to check out at this price began: the stored start while the same price
 * was asked for within the intent window, else now (a new intent). One row per member, claimed
 * with a conditional upsert, so two requests at once (a double click) read the same start.
 */
export async function claimCheckoutIntent(
  db: Database,
  userId: string,
  priceId: string,
): Promise<Date> {
  const windowStart = sql`now() - make_interval(secs => ${INTENT_WINDOW_MS / 1000})`;
  const [claimed] = await db
    .insert(checkoutIntents)
    .values({ userId, priceId })
    .onConflictDoUpdate({
      target: checkoutIntents.userId,
      set: { priceId, openedAt: sql`now()` },
      setWhere: or(ne(checkoutIntents.priceId, priceId), lt(checkoutIntents.openedAt, windowStart)),
    })
    .returning({ openedAt: checkoutIntents.openedAt });
  if (claimed) return claimed.openedAt;
  const [current] = await db
    .select({ openedAt: checkoutIntents.openedAt })
    .from(checkoutIntents)
    .where(and(eq(checkoutIntents.userId, userId), eq(checkoutIntents.priceId, priceId)));
  // The row a concurrent request just claimed; only a change of price at that same instant leaves none.
  return current?.openedAt ?? new Date();
}
