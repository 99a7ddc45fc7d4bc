"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable, dataCellClass } from "@/components/ui/data-table";
import { ErrorNotice } from "@/components/ui/error-notice";
import { panelClass } from "@/components/ui/panel-class";
import { formatPrice } from "@/lib/format/format-price";
import { useTRPC } from "@/lib/trpc/react";
import type { InvoiceStatus } from "../invoice-summary";
import { periodNames } from "../period-names";
import { plans } from "../plans";
import { InvoiceLinks } from "./invoice-links";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const statusText: Record<InvoiceStatus, string> = {
  paid: "Paid",
  open: "Due",
  draft: "Upcoming",
  void: "Void",
  uncollectible: "Unpaid",
  refunded: "Refunded",
  partly_refunded: "Partly refunded",
};
const cell = `${dataCellClass} whitespace-nowrap`;

/**
 * The account's invoices, newest first (docs/product.md#plans): date, plan, amount and status, and
 * the invoice's document: Stripe's hosted page and PDF, or our printable page for the others.
 */
export function InvoicesPanel() {
  const trpc = useTRPC();
  const invoices = useQuery(
    trpc.stripe.listInvoices.queryOptions(undefined, { meta: { silentErrors: true } }),
  );

  return (
    <section aria-labelledby="invoices-heading" className={panelClass()}>
      <h2 id="invoices-heading" className="text-lg font-semibold">
        Invoices
      </h2>
      {invoices.isPending && (
        <div
          aria-busy="true"
          aria-label="Loading your invoices"
          className="mt-4 h-20 animate-pulse rounded-md bg-slate-100 dark:bg-slate-900"
        />
      )}
      {invoices.isError && (
        <div className="mt-4">
          <ErrorNotice>Your invoices could not be loaded. {invoices.error.message}</ErrorNotice>
        </div>
      )}
      {invoices.data?.length === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No invoices yet. They appear here once you pay for a plan.
        </p>
      )}
      {invoices.data && invoices.data.length > 0 && (
        <div className="mt-4">
          <DataTable
            label="Invoices"
            caption="Your invoices, newest first"
            head={["Date", "Plan", "Amount", "Status", "Invoice page"]}
            numeric={["Amount"]}
            unseen={["Invoice page"]}
          >
            {invoices.data.map((invoice) => (
              <tr key={invoice.id}>
                <td className={cell}>{dateFormat.format(invoice.date)}</td>
                <td className={cell}>
                  {invoice.planId
                    ? `${plans[invoice.planId].name}, ${periodNames[invoice.interval ?? "month"]}`
                    : "—"}
                </td>
                <td className={`${cell} text-right font-mono`}>
                  {formatPrice(invoice.amount, invoice.currency)}
                </td>
                <td className={cell}>{statusText[invoice.status]}</td>
                <td className={cell}>
                  <InvoiceLinks invoice={invoice} dated={dateFormat.format(invoice.date)} />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
