import { formatPrice } from "@/lib/format/format-price";
import { periodNames } from "../period-names";
import { plans } from "../plans";
import { PrintButton } from "./print-button";

type InvoiceDocumentProps = {
  invoice: {
    id: string;
    paidAt: Date;
    planId: "pro" | "premium" | null;
    interval: "month" | "year" | null;
    amountPaid: number;
    amountRefunded: number;
    currency: string;
  };
  billedTo: string;
  testMode: boolean;
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A paid invoice as a document its owner can keep (docs/product.md#plans): who billed whom, for
 * what and when, the total and any refund. Printing leaves out the site around it (globals.css).
 */
export function InvoiceDocument({ invoice, billedTo, testMode }: InvoiceDocumentProps) {
  const item = invoice.planId
    ? `Marketdesk ${plans[invoice.planId].name}, billed ${periodNames[invoice.interval ?? "month"]}`
    : "Marketdesk subscription";
  const refunded = invoice.amountRefunded > 0;
  return (
    <article
      data-invoice-document
      aria-labelledby="invoice-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 text-slate-900 sm:p-10 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100 print:border-0 print:bg-white print:p-0 print:text-black"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold">Marketdesk</p>
          <h1 id="invoice-heading" className="mt-1 text-2xl font-bold tracking-tight">
            Invoice
          </h1>
        </div>
        <PrintButton />
      </div>
      {testMode && (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200 print:text-black">
          Test mode: no card was charged.
        </p>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Invoice number</dt>
        <dd className="font-mono break-all">{invoice.id}</dd>
        <dt className="font-semibold">Paid on</dt>
        <dd>{dateFormat.format(invoice.paidAt)}</dd>
        <dt className="font-semibold">Billed to</dt>
        <dd className="break-all">{billedTo}</dd>
      </dl>
      <table className="mt-8 w-full text-sm">
        <caption className="sr-only">What was billed</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left dark:border-slate-700">
            <th scope="col" className="py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <td className="py-2 pr-4">{item}</td>
            <td className="py-2 text-right font-mono">
              {formatPrice(invoice.amountPaid, invoice.currency)}
            </td>
          </tr>
          {refunded && (
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <td className="py-2 pr-4">Refunded</td>
              <td className="py-2 text-right font-mono">
                −{formatPrice(invoice.amountRefunded, invoice.currency)}
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 text-left font-semibold">
              {refunded ? "Paid, less refunds" : "Total paid"}
            </th>
            <td className="py-2 text-right font-mono font-semibold">
              {formatPrice(
                Math.max(0, invoice.amountPaid - invoice.amountRefunded),
                invoice.currency,
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
