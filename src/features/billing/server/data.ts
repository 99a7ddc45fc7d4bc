import "server-only";
import { and, count, desc, eq, gte, inArray, isNull, not, type SQLWrapper } from "drizzle-orm";
import { findUser } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { invoices, subscriptions } from "@/server/db/schema";

export async function getSubscription(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * A user's kind and stored subscription: what entitlements are decided from. The kind is on the
 * user's row, which auth owns, so it is read through auth alongside the subscription.
 */
export async function getPlanHolder(db: Database, userId: string) {
  const [user, subscription] = await Promise.all([
    findUser(db, userId),
    getSubscription(db, userId),
  ]);
  if (!user) return null;
  return {
    type: user.type,
    planId: subscription?.planId ?? null,
    provider: subscription?.provider ?? null,
    status: subscription?.status ?? null,
  };
}

/** The invoices recorded for a user, newest first: local billing's, and Stripe's as the webhook recorded them. */
export async function listStoredInvoices(db: Database, userId: string, limit = 50) {
  const { id, amountPaid, amountRefunded, currency, paidAt, planId, interval, hostedInvoiceUrl } =
    invoices;
  return db
    .select({
      id,
      amountPaid,
      amountRefunded,
      currency,
      paidAt,
      planId,
      interval,
      hostedInvoiceUrl,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.paidAt))
    .limit(limit);
}

/**
 * Subscriptions in `statuses` from `providers`, per plan and interval, optionally only among the
 * users `among` selects (auth's query of a registration cohort): what the dashboard's paying
 * subscribers and monthly recurring revenue are summed from (summarise-paying-subscriptions.ts).
 */
export async function countSubscriptionsByPlan(
  db: Database,
  {
    statuses,
    providers,
    among,
  }: { statuses: string[]; providers: Array<"stripe" | "local">; among?: SQLWrapper },
) {
  const { planId, interval } = subscriptions;
  return db
    .select({ planId, interval, count: count() })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, statuses),
        inArray(subscriptions.provider, providers),
        among ? inArray(subscriptions.userId, among) : undefined,
      ),
    )
    .groupBy(planId, interval);
}

/** A user's subscription and every recorded invoice, for "Export my data": never Stripe's or the provider's internal ids. */
export async function exportBilling(db: Database, userId: string) {
  const subscription = await getSubscription(db, userId);
  const { amountPaid, amountRefunded, currency, paidAt, planId, interval } = invoices;
  const paid = await db
    .select({ amountPaid, amountRefunded, currency, paidAt, planId, interval })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(paidAt));
  return {
    subscription: subscription && {
      planId: subscription.planId,
      interval: subscription.interval,
      status: subscription.status,
      provider: subscription.provider,
      startedAt: subscription.startedAt,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
    invoices: paid,
  };
}

/** One recorded invoice: for its receipt mail, and for the affiliate program's commission (amounts, refunds, dispute, plan). */
export async function findInvoice(db: Database, invoiceId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row ?? null;
}

/** Whether the user ever paid an invoice with the card whose Stripe fingerprint is `fingerprint`. */
export async function hasPaidWithCard(
  db: Database,
  userId: string,
  fingerprint: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.cardFingerprint, fingerprint)))
    .limit(1);
  return row !== undefined;
}

/** One of the user's own invoices, for its printable page; null for anyone else's (docs/security.md#authorization). */
export async function findInvoiceOf(db: Database, userId: string, invoiceId: string) {
  const { id, paidAt, planId, interval, amountPaid, amountRefunded, currency } = invoices;
  const [row] = await db
    .select({ id, paidAt, planId, interval, amountPaid, amountRefunded, currency })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** When the user's first recorded invoice was paid: where a referred customer's commission months start. */
export async function findFirstInvoiceDate(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ paidAt: invoices.paidAt })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(invoices.paidAt)
    .limit(1);
  return row?.paidAt ?? null;
}

/**
 * The ids of the invoices of the users `among` selects paid at or after `since`: what the commission
 * sweep reconciles. An invoice that stands whole (nothing refunded, no dispute open) whose id is in
 * `settledWhole` is left out: there is nothing to reconcile.
 */
export async function listInvoiceIdsOf(
  db: Database,
  among: SQLWrapper,
  since: Date,
  settledWhole?: SQLWrapper,
): Promise<string[]> {
  const reconciled = settledWhole
    ? and(
        eq(invoices.amountRefunded, 0),
        isNull(invoices.disputedAt),
        inArray(invoices.id, settledWhole),
      )
    : undefined;
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.userId, among),
        gte(invoices.paidAt, since),
        reconciled ? not(reconciled) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
