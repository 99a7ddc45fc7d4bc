import "server-only";
import { periodNames, plans } from "@/features/billing";
import { findFirstInvoiceDate, findInvoice, hasPaidWithCard } from "@/features/billing/server";
import { formatPrice } from "@/lib/format/format-price";
import type { Database } from "@/server/db/create-database";
import { type AffiliateTerms, commissionOn } from "./affiliate-terms";
import { findReferral } from "./data";
import {
  commissionKey,
  type Settlement,
  saveCommission,
  saveRefusal,
  settleCommission,
} from "./mutations";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reason the affiliate reads on a commission their own card paid for ("Reversed: …"). */
const OWN_CARD = "paid with a card you pay with";

/** `months` calendar months after `start` (UTC), the end of a referred customer's commission window. */
function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * Brings the ledger in line with one recorded invoice (docs/product.md#affiliate-program), whatever
 * brought us here: the invoice's first delivery, a replay, a refund or dispute, or the hourly sweep.
 * For a referred customer's invoice paid within `terms.months` of their first, the commission is
 * written once (its key is the invoice's), pending until the holding period ends; then any refund or
 * dispute is settled against it, and a dispute closed in the merchant's favour undoes its own.
 * Everything is read again from the database, so the order events arrive in does not matter.
 */
export async function syncInvoiceCommission(
  db: Database,
  invoiceId: string,
  terms: AffiliateTerms,
  now: Date,
): Promise<{ created: boolean; settlement: Settlement }> {
  const invoice = await findInvoice(db, invoiceId);
  const referral = invoice ? await findReferral(db, invoice.userId) : null;
  if (!invoice || !referral) return { created: false, settlement: "none" };
  const firstPaidAt = (await findFirstInvoiceDate(db, invoice.userId)) ?? invoice.paidAt;
  if (invoice.paidAt >= addMonths(firstPaidAt, terms.months))
    return { created: false, settlement: "none" };

  const rateBps = referral.commissionRateBps ?? terms.defaultRateBps;
  // docs/product.md#affiliate-program: a customer paying with a card the affiliate pays us with is
  // the affiliate: the commission is written reversed, saying why, and admins see the refusal.
  const ownCard =
    invoice.cardFingerprint !== null &&
    (await hasPaidWithCard(db, referral.affiliateUserId, invoice.cardFingerprint));
  const created = await saveCommission(db, {
    affiliateId: referral.affiliateId,
    sourceKey: commissionKey(invoice.id),
    kind: "commission",
    invoiceId: invoice.id,
    customerNumber: referral.customerNumber,
    planLabel:
      invoice.planId && invoice.interval
        ? `${plans[invoice.planId].name} ${periodNames[invoice.interval]}`
        : null,
    invoiceAmount: invoice.amountPaid,
    rateBps,
    amount: commissionOn(invoice.amountPaid, rateBps),
    currency: invoice.currency,
    state: ownCard ? "reversed" : "pending",
    reason: ownCard ? OWN_CARD : null,
    dueAt: new Date(invoice.paidAt.getTime() + terms.holdDays * DAY_MS),
  });
  if (ownCard) {
    if (created)
      await saveRefusal(db, {
        userId: invoice.userId,
        affiliateId: referral.affiliateId,
        code: referral.code ?? "",
        reason: "self_referral",
        detail: `Invoice ${invoice.id} was paid with a card the affiliate pays with: no commission.`,
        refusedAt: now,
      });
    return { created, settlement: "none" };
  }

  const kept = invoice.disputedAt ? 0 : Math.max(0, invoice.amountPaid - invoice.amountRefunded);
  // Just written on a payment that stands whole: nothing to settle.
  if (created && kept === invoice.amountPaid) return { created, settlement: "none" };
  const reason = invoice.disputedAt
    ? `dispute of invoice ${invoice.id}`
    : kept === 0
      ? `refund of invoice ${invoice.id}`
      : kept < invoice.amountPaid
        ? `partial refund of invoice ${invoice.id} (${formatPrice(invoice.amountRefunded, invoice.currency)} of ${formatPrice(invoice.amountPaid, invoice.currency)})`
        : null;
  return {
    created,
    settlement: await settleCommission(db, { invoiceId: invoice.id, kept, reason, now }),
  };
}
