import "server-only";
import { findUser } from "@/features/auth/server";
import type { Mailer, MailMessage } from "@/features/mail/server";
import { formatPrice } from "@/lib/format/format-price";
import type { Database } from "@/server/db/create-database";
import { periodNames } from "../period-names";
import { plans } from "../plans";
import type { BillingOutcome } from "./billing-outcome";
import { findInvoice } from "./data";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The mail an outcome calls for, or null: receipts, plan changes and cancellations (docs/product.md#accounts-and-mail). */
async function mailFor(
  db: Database,
  outcome: BillingOutcome,
  to: string,
): Promise<MailMessage | null> {
  switch (outcome.type) {
    case "invoice_paid": {
      const invoice = await findInvoice(db, outcome.invoiceId);
      if (!invoice || invoice.amountPaid <= 0) return null;
      const props = {
        planName: invoice.planId ? plans[invoice.planId].name : "subscription",
        period: invoice.interval ? periodNames[invoice.interval] : "as agreed",
        amount: formatPrice(invoice.amountPaid, invoice.currency),
        paidOn: dateFormat.format(invoice.paidAt),
        invoiceUrl: invoice.hostedInvoiceUrl,
      };
      return { to, template: "invoice-paid", props };
    }
    case "plan_changed":
      return {
        to,
        template: "plan-changed",
        props: { planName: plans[outcome.planId].name, period: periodNames[outcome.interval] },
      };
    case "cancellation_scheduled":
      return {
        to,
        template: "subscription-cancelled",
        props: { planName: plans[outcome.planId].name, endsOn: dateFormat.format(outcome.endsAt) },
      };
    case "subscription_ended":
      return {
        to,
        template: "subscription-cancelled",
        props: { planName: plans[outcome.planId].name, endsOn: null },
      };
    default:
      return null;
  }
}

/**
 * The billing mails, a listener registered in src/instrumentation.ts: a receipt for each paid
 * invoice (local billing's and Stripe's alike), and a notice when the plan changes, is cancelled at
 * its period's end, or ends. Nothing when mail is off or the account has no address.
 */
export async function mailBillingOutcome(
  db: Database,
  mailer: Mailer,
  outcome: BillingOutcome,
): Promise<void> {
  if (!mailer.available) return;
  const to = (await findUser(db, outcome.userId))?.email;
  if (!to) return;
  const message = await mailFor(db, outcome, to);
  if (message) await mailer.send(db, message);
}
