import "server-only";
import type { BillingInterval } from "@/lib/billing/plans";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { invoices, processedBillingEvents, subscriptions, users } from "@/server/db/schema";
import type { BillingEvent } from "./billing-event";

export type AppliedBillingEvent = {
  applied: boolean;
  /** The subscription's status before and after, when the event carried one. */
  before: { status: string; planId: string } | null;
  after: { status: string; planId: string; interval: BillingInterval; userId: string } | null;
};

/**
 * Applies a billing event once: its id is stored under a unique key in the same transaction as
 * its effects, so a replay (Stripe sends events more than once) changes nothing. A subscription
 * state older than the stored one is ignored, so events out of order cannot roll a subscription back.
 */
export async function applyBillingEvent(db: Database, event: BillingEvent): Promise<AppliedBillingEvent> {
  return db.transaction(async (tx) => {
    const fresh = await tx.insert(processedBillingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: processedBillingEvents.id });
    if (fresh.length === 0) return { applied: false, before: null, after: null };

    let before: AppliedBillingEvent["before"] = null;
    let after: AppliedBillingEvent["after"] = null;
    const state = event.subscription;
    if (state) {
      const [current] = await tx.select({ status: subscriptions.status, planId: subscriptions.planId }).from(subscriptions).where(eq(subscriptions.userId, state.userId)).for("update");
      before = current ?? null;
      if (state.customerId) await tx.update(users).set({ stripeCustomerId: state.customerId }).where(eq(users.id, state.userId));
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
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` }, setWhere: lte(subscriptions.stateAt, state.stateAt) })
        .returning({ status: subscriptions.status, planId: subscriptions.planId, interval: subscriptions.interval, userId: subscriptions.userId });
      after = written[0] ?? null;
    }
    if (event.invoice) await tx.insert(invoices).values(event.invoice).onConflictDoNothing();
    if (event.refund) {
      await tx
        .update(invoices)
        .set({ amountRefunded: event.refund.amountRefunded })
        .where(and(eq(invoices.paymentIntentId, event.refund.paymentIntentId)));
    }
    return { applied: true, before, after };
  });
}

/** Remembers the Stripe customer made for a user at checkout, so the next checkout reuses it. */
export async function saveStripeCustomer(db: Database, userId: string, customerId: string): Promise<void> {
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}
